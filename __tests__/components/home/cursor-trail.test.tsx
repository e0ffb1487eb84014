import { act, render } from "@testing-library/react";

import { CursorTrail } from "@/components/home/cursor-trail";

function mockMedia({
  isFine,
  isReduced,
}: {
  isFine: boolean;
  isReduced: boolean;
}) {
  window.matchMedia = (query: string) =>
    ({
      matches:
        (query.includes("pointer: fine") && isFine) ||
        (query.includes("prefers-reduced-motion: reduce") && isReduced),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

function movePointer(x: number, y: number) {
  const event = new Event("pointermove") as PointerEvent;
  Object.assign(event, { clientX: x, clientY: y, pointerType: "mouse" });
  act(() => {
    window.dispatchEvent(event);
  });
}

describe("CursorTrail", () => {
  const matchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = matchMedia;
    jest.useRealTimers();
  });

  it("renders nothing on a touch screen", () => {
    mockMedia({ isFine: false, isReduced: false });
    const { container } = render(<CursorTrail />);
    expect(container).toBeEmptyDOMElement();
  });

  it("renders nothing when reduced motion is asked for", () => {
    mockMedia({ isFine: true, isReduced: true });
    const { container } = render(<CursorTrail />);
    expect(container).toBeEmptyDOMElement();
  });

  it("draws twelve decorative dots for a fine pointer", () => {
    mockMedia({ isFine: true, isReduced: false });
    const { container } = render(<CursorTrail />);
    const layer = container.firstElementChild;
    expect(layer).toHaveAttribute("aria-hidden", "true");
    expect(layer?.children).toHaveLength(12);
  });

  it("moves the dots with transforms and stops the loop once they catch up", () => {
    jest.useFakeTimers();
    mockMedia({ isFine: true, isReduced: false });
    const { container } = render(<CursorTrail />);
    const dots = Array.from(container.firstElementChild?.children ?? []);

    movePointer(10, 10);
    movePointer(300, 200);
    expect(jest.getTimerCount()).toBe(1);
    act(() => {
      jest.advanceTimersByTime(16);
    });
    const lastDot = dots.at(-1) as HTMLElement;
    expect(lastDot.style.transform).toMatch(/^translate3d\(/);
    expect(lastDot.style.transform).not.toBe("translate3d(300px, 200px, 0)");

    act(() => {
      jest.advanceTimersByTime(5_000);
    });
    expect(jest.getTimerCount()).toBe(0);
    const [x, y] = (lastDot.style.transform.match(/-?[\d.]+(?=px)/g) ?? []).map(
      Number,
    );
    expect(x).toBeCloseTo(300, 0);
    expect(y).toBeCloseTo(200, 0);
  });
});
