import { fireEvent, render, screen } from "@testing-library/react";

import { CardTilt } from "@/components/card/card-tilt";

function mockCanTilt(canTilt: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches:
        canTilt &&
        query.includes("pointer: fine") &&
        query.includes("prefers-reduced-motion: no-preference"),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

function renderTilt() {
  render(
    <CardTilt>
      <div role="img" aria-label="The card" />
    </CardTilt>,
  );
  const box = screen.getByRole("img", { name: "The card" }).parentElement;
  if (!box) throw new Error("CardTilt rendered no box");
  box.getBoundingClientRect = () =>
    ({ left: 100, top: 50, width: 200, height: 100 }) as DOMRect;
  return box;
}

function move(box: HTMLElement, pointerType: string) {
  const event = new Event("pointermove", { bubbles: true });
  Object.assign(event, { clientX: 250, clientY: 75, pointerType });
  fireEvent(box, event);
}

describe("CardTilt", () => {
  const matchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it("leans the card toward a mouse and puts the glare under it", () => {
    mockCanTilt(true);
    const box = renderTilt();
    move(box, "mouse");
    expect(box.style.getPropertyValue("--tilt-x")).toBe("0.250");
    expect(box.style.getPropertyValue("--tilt-y")).toBe("-0.250");
    expect(box.style.getPropertyValue("--glare-x")).toBe("75.0%");
    expect(box.style.getPropertyValue("--glare-y")).toBe("25.0%");
    expect(box).toHaveAttribute("data-tilting");
  });

  it("returns the card to rest when the pointer leaves", () => {
    mockCanTilt(true);
    const box = renderTilt();
    move(box, "mouse");
    fireEvent.pointerLeave(box);
    expect(box.style.getPropertyValue("--tilt-x")).toBe("");
    expect(box).not.toHaveAttribute("data-tilting");
  });

  it("keeps the card still under a finger", () => {
    mockCanTilt(true);
    const box = renderTilt();
    move(box, "touch");
    expect(box.style.getPropertyValue("--tilt-x")).toBe("");
    expect(box).not.toHaveAttribute("data-tilting");
  });

  it("keeps the card still under reduced motion or without a fine pointer", () => {
    mockCanTilt(false);
    const box = renderTilt();
    move(box, "mouse");
    expect(box.style.getPropertyValue("--tilt-x")).toBe("");
    expect(box).not.toHaveAttribute("data-tilting");
  });
});
