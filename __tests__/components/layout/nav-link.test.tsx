import { fireEvent, render, screen } from "@testing-library/react";

import { NavLink } from "@/components/layout/nav-link";

const mockPathname = jest.fn(() => "/");
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname() }));

describe("NavLink", () => {
  it("skips navigation when the link points at the current page", () => {
    mockPathname.mockReturnValue("/token");
    render(<NavLink href="/token">Token</NavLink>);
    const link = screen.getByRole("link", { name: "Token" });
    expect(fireEvent.click(link)).toBe(false);
    expect(link).toHaveAttribute("aria-current", "page");
  });

  it("marks only the current page with aria-current", () => {
    mockPathname.mockReturnValue("/");
    render(
      <>
        <NavLink href="/">Home</NavLink>
        <NavLink href="/token">Token</NavLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByRole("link", { name: "Token" })).not.toHaveAttribute(
      "aria-current",
    );
  });
});
