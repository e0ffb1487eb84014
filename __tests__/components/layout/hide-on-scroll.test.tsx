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
      <a href="#token">Token</a>
      <details>
        <summary>Language</summary>
        <a href="#es">Español</a>
      </details>
    </HideOnScroll>,
  );
  return screen.getByRole("banner");
}

describe("HideOnScroll", () => {
  beforeEach(() => {
    window.scrollY = 0;
    // A 3000 px page in jsdom's 768 px window: it scrolls from 0 to 2232.
    Object.defineProperty(document.documentElement, "scrollHeight", {
      configurable: true,
      value: 3000,
    });
  });

  it("starts visible", () => {
    expect(renderBar()).toHaveAttribute("data-visible", "true");
  });

  it("hides once scrolled down beyond 10 px and shows again on scroll up", () => {
    const bar = renderBar();
    scrollTo(8);
    expect(bar).toHaveAttribute("data-visible", "true");
    scrollTo(120);
    expect(bar).toHaveAttribute("data-visible", "false");
    scrollTo(100);
    expect(bar).toHaveAttribute("data-visible", "true");
  });

  it("stays hidden through Safari's bounce past the end of the page", () => {
    const bar = renderBar();
    scrollTo(2232);
    expect(bar).toHaveAttribute("data-visible", "false");
    scrollTo(2290);
    scrollTo(2232);
    expect(bar).toHaveAttribute("data-visible", "false");
    scrollTo(2100);
    expect(bar).toHaveAttribute("data-visible", "true");
  });

  it("shows when keyboard focus moves into the hidden bar", () => {
    const bar = renderBar();
    scrollTo(400);
    expect(bar).toHaveAttribute("data-visible", "false");
    fireEvent.focus(screen.getByRole("link", { name: "Token" }));
    expect(bar).toHaveAttribute("data-visible", "true");
  });

  it("stays while keyboard focus is in it and the page scrolls down", () => {
    const bar = renderBar();
    act(() => screen.getByRole("link", { name: "Token" }).focus());
    scrollTo(400);
    expect(bar).toHaveAttribute("data-visible", "true");
    act(() => screen.getByRole("link", { name: "Token" }).blur());
    scrollTo(800);
    expect(bar).toHaveAttribute("data-visible", "false");
  });

  it("stays while its language list is open and the page scrolls down", () => {
    const bar = renderBar();
    const list = screen.getByRole("group");
    act(() => list.setAttribute("open", ""));
    scrollTo(400);
    expect(bar).toHaveAttribute("data-visible", "true");
    act(() => list.removeAttribute("open"));
    scrollTo(800);
    expect(bar).toHaveAttribute("data-visible", "false");
  });
});
