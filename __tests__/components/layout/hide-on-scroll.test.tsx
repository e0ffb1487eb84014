import { act, fireEvent, render, screen } from "@testing-library/react";

import { HideOnScroll } from "@/components/layout/hide-on-scroll";

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event("scroll"));
  });
}

function renderBar() {
  render(
    <HideOnScroll>
      <a href="/token">Token</a>
    </HideOnScroll>,
  );
  return screen.getByRole("banner");
}

describe("HideOnScroll", () => {
  beforeEach(() => {
    window.scrollY = 0;
  });

  it("starts visible", () => {
    expect(renderBar()).not.toHaveClass("-translate-y-full");
  });

  it("hides once scrolled down beyond 10 px and shows again on scroll up", () => {
    const bar = renderBar();
    scrollTo(8);
    expect(bar).not.toHaveClass("-translate-y-full");
    scrollTo(120);
    expect(bar).toHaveClass("-translate-y-full");
    scrollTo(100);
    expect(bar).not.toHaveClass("-translate-y-full");
  });

  it("shows when keyboard focus moves into the hidden bar", () => {
    const bar = renderBar();
    scrollTo(400);
    expect(bar).toHaveClass("-translate-y-full");
    fireEvent.focus(screen.getByRole("link", { name: "Token" }));
    expect(bar).not.toHaveClass("-translate-y-full");
  });
});
