import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { AllocationAction } from "@/components/token/allocation-action";

describe("AllocationAction", () => {
  it("renders the # placeholder as a focusable button announced as unavailable", async () => {
    render(<AllocationAction label="Buy" href="#" variant="primary" />);
    const button = screen.getByRole("button", { name: "Buy" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).not.toHaveAttribute("disabled");
    await userEvent.tab();
    expect(button).toHaveFocus();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("renders a real path as a plain link", () => {
    render(<AllocationAction label="Buy" href="/get" variant="primary" />);
    const link = screen.getByRole("link", { name: "Buy" });
    expect(link).toHaveAttribute("href", "/get");
    expect(link).not.toHaveAttribute("target");
  });

  it("opens an external URL in a new tab and says so", () => {
    render(
      <AllocationAction
        label="Contact for Partnership"
        href="https://example.com/partners"
        variant="outline"
      />,
    );
    const link = screen.getByRole("link", {
      name: "Contact for Partnership (opens in a new tab)",
    });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
