import { act, render, screen } from "@testing-library/react";

import { FadeInSection } from "@/components/token/fade-in-section";

type ObserverRecord = {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  disconnect: jest.Mock;
};

let observers: ObserverRecord[] = [];

class RecordingIntersectionObserver {
  readonly record: ObserverRecord;
  constructor(
    callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.record = { callback, options, disconnect: jest.fn() };
    observers.push(this.record);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    this.record.disconnect();
  }
  takeRecords() {
    return [];
  }
}

function report(isIntersecting: boolean, intersectionRatio: number) {
  const observer = observers.at(-1);
  if (!observer) throw new Error("no IntersectionObserver was created");
  act(() => {
    observer.callback(
      [{ isIntersecting, intersectionRatio } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  });
}

function placeSectionAt(top: number) {
  jest
    .spyOn(HTMLElement.prototype, "getBoundingClientRect")
    .mockReturnValue({ top } as DOMRect);
}

function preferReducedMotion(isReduced: boolean) {
  jest.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: isReduced && query.includes("prefers-reduced-motion: reduce"),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function renderSection() {
  render(
    <FadeInSection labelledBy="roadmap-heading">
      <h2 id="roadmap-heading">Roadmap</h2>
    </FadeInSection>,
  );
  return screen.getByRole("region", { name: "Roadmap" });
}

describe("FadeInSection", () => {
  beforeEach(() => {
    observers = [];
    window.IntersectionObserver =
      RecordingIntersectionObserver as unknown as typeof IntersectionObserver;
    preferReducedMotion(false);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("hides a section below the fold until a tenth of it is in view, then reveals it once", () => {
    placeSectionAt(2000);
    const section = renderSection();
    expect(section).toHaveClass("opacity-0");
    expect(observers[0]?.options?.threshold).toBe(0.1);

    report(true, 0.02);
    expect(section).toHaveClass("opacity-0");

    report(true, 0.1);
    expect(section).not.toHaveClass("opacity-0");
    expect(observers[0]?.disconnect).toHaveBeenCalled();
  });

  it("leaves a section already on screen at load untouched", () => {
    placeSectionAt(200);
    const section = renderSection();
    expect(section).not.toHaveClass("opacity-0");
    expect(observers).toHaveLength(0);
  });

  it("shows every section at once under reduced motion, however far it is from view", () => {
    preferReducedMotion(true);
    placeSectionAt(2000);
    const section = renderSection();
    expect(section).not.toHaveClass("opacity-0");

    report(false, 0);
    expect(section).not.toHaveClass("opacity-0");
  });
});
