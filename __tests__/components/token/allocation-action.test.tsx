import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import type { ActionTarget } from "@/content/en/token";
import { en } from "@/content/en";
import { AllocationAction } from "@/components/token/allocation-action";

const { allocation } = en.token;

function renderBuy(href: ActionTarget) {
  render(
    <AllocationAction
      label="Buy"
      href={href}
      variant="primary"
      reasonId="buy-reason"
      unavailable={allocation.unavailable}
      newTabNote={en.chrome.newTabNote}
    />,
  );
}

describe("AllocationAction", () => {
  it("renders the # placeholder as a focusable button announced as unavailable", async () => {
    renderBuy("#");
    const button = screen.getByRole("button", { name: "Buy" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).not.toHaveAttribute("disabled");
    await userEvent.tab();
    expect(button).toHaveFocus();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("says why the placeholder is unavailable, as its description and not its name", () => {
    renderBuy("#");
    const button = screen.getByRole("button", { name: "Buy" });
    expect(button).toHaveAccessibleDescription(allocation.unavailable);
    expect(screen.getByText(allocation.unavailable)).toBeVisible();
  });

  it("gives a live target no unavailable note", () => {
    renderBuy("/get");
    expect(screen.queryByText(allocation.unavailable)).not.toBeInTheDocument();
  });

  it("renders a real path as a plain link", () => {
    renderBuy("/get");
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
        reasonId="partners-reason"
        unavailable={allocation.unavailable}
        newTabNote={en.chrome.newTabNote}
      />,
    );
    const link = screen.getByRole("link", {
      name: "Contact for Partnership (opens in a new tab)",
    });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
