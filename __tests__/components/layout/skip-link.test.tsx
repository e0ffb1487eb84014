import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { SkipLink } from "@/components/layout/skip-link";

const mockPathname = jest.fn(() => "/");
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname() }));

/** The skip link, a control pressed to leave the page, a section a fragment can name, the main. */
const page = () => (
  <>
    <SkipLink label="Skip to content" />
    <button type="button">Privacy</button>
    <section id="faq">FAQ</section>
    <main id="main">Main</main>
  </>
);

function renderOn(pathname: string) {
  mockPathname.mockReturnValue(pathname);
  const view = render(page());
  return {
    skipLink: screen.getByRole("link", { name: "Skip to content" }),
    pressed: screen.getByRole("button", { name: "Privacy" }),
    navigateTo(next: string, hash = "") {
      window.history.replaceState(null, "", `${next}${hash}`);
      mockPathname.mockReturnValue(next);
      view.rerender(page());
    },
  };
}

describe("SkipLink", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("leads to the main content", () => {
    const { skipLink } = renderOn("/");
    expect(skipLink).toHaveAttribute("href", "#main");
  });

  it("moves focus to the main content when pressed, adding no history entry for Back to spend", async () => {
    const user = userEvent.setup();
    const { skipLink } = renderOn("/get");
    const main = screen.getByRole("main");
    // jsdom lays nothing out and has no scrollIntoView: this main's own records the call.
    const scrolled = jest.fn();
    main.scrollIntoView = scrolled;
    const entries = window.history.length;
    await user.click(skipLink);
    expect(main).toHaveFocus();
    expect(scrolled).toHaveBeenCalled();
    expect(window.location.hash).toBe("");
    expect(window.history.length).toBe(entries);
    skipLink.focus();
    expect(main).not.toHaveAttribute("tabindex");
  });

  it("leaves a press with a modifier (a new tab) to the browser", () => {
    const { skipLink } = renderOn("/");
    expect(fireEvent.click(skipLink, { ctrlKey: true })).toBe(true);
    expect(screen.getByRole("main")).not.toHaveFocus();
  });

  it("leaves focus alone on the page's first render", () => {
    const { pressed } = renderOn("/");
    pressed.focus();
    expect(pressed).toHaveFocus();
  });

  it("takes focus after a navigation to another page, so Tab starts from the top", () => {
    const { skipLink, pressed, navigateTo } = renderOn("/");
    pressed.focus();
    navigateTo("/privacy");
    expect(skipLink).toHaveFocus();
  });

  it("hands focus to the fragment's target after a navigation to one, leaving no tab stop behind", () => {
    const { pressed, navigateTo } = renderOn("/privacy");
    pressed.focus();
    navigateTo("/", "#faq");
    const faq = screen.getByText("FAQ");
    expect(faq).toHaveFocus();
    expect(faq).toHaveAttribute("tabindex", "-1");
    pressed.focus();
    expect(faq).not.toHaveAttribute("tabindex");
  });

  it("takes focus itself after a navigation to an address whose fragment names nothing, or cannot be decoded", () => {
    const { skipLink, pressed, navigateTo } = renderOn("/");
    pressed.focus();
    navigateTo("/privacy", "#%zz");
    expect(skipLink).toHaveFocus();
    pressed.focus();
    navigateTo("/token", "#nowhere");
    expect(skipLink).toHaveFocus();
  });

  it("does nothing when only the fragment changes on the same page", () => {
    const { pressed, navigateTo } = renderOn("/");
    pressed.focus();
    navigateTo("/", "#faq");
    expect(pressed).toHaveFocus();
  });
});
