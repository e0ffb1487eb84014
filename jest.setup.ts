import "@testing-library/jest-dom";

// jsdom lacks these browser APIs; each test can still override them.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});

class MockIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = "0px";
  readonly thresholds = [0];
  readonly scrollMargin = "0px";
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
Object.defineProperty(window, "IntersectionObserver", {
  writable: true,
  configurable: true,
  value: MockIntersectionObserver,
});

Object.defineProperty(navigator, "clipboard", {
  writable: true,
  configurable: true,
  value: { writeText: jest.fn().mockResolvedValue(undefined) },
});

// jsdom validates a form before submitting it even when the submit button says `formnovalidate`,
// as browsers do not: for the length of such a click, the form itself is marked `novalidate`.
document.addEventListener(
  "click",
  (event) => {
    const button =
      event.target instanceof Element
        ? event.target.closest("button[formnovalidate]")
        : null;
    const form = button instanceof HTMLButtonElement ? button.form : null;
    if (!form || form.noValidate) return;
    form.noValidate = true;
    setTimeout(() => {
      form.noValidate = false;
    });
  },
  true,
);
