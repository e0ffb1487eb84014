/**
 * Text and controls whose box crosses the window's left or right edge, or whose text runs past
 * their box: cut off, or reachable only by scrolling sideways; and how far the page scrolls
 * sideways, if it does. With `sections`, each element it names is brought into view in turn and
 * checked there (those below the fold are laid out only near the window). Self-contained, so it
 * runs in the page as Playwright's `evaluate` and the cross-engine `read` send it.
 */
export async function crossingTheEdge(
  sections: string | null,
): Promise<string[]> {
  const width = document.documentElement.clientWidth;
  const crossing = () => {
    // A looping strip slides its items past the window's edges on purpose, paused (by the
    // pointer, focus or its switch) or not; under reduced motion it stands still and wraps, and
    // is checked. Read at each look: a strip below the fold starts only once laid out.
    const looping = document
      .getAnimations()
      .filter(
        (animation) => animation.effect?.getTiming().iterations === Infinity,
      )
      .map((animation) => (animation.effect as KeyframeEffect | null)?.target)
      .filter((target): target is Element => target instanceof Element);
    return [
      ...document.querySelectorAll<HTMLElement>(
        "h1, h2, h3, p, li, dt, dd, a, button, summary, label, input",
      ),
    ]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // Not what a closed language list holds, nor the skip link, clipped away until focused.
        return (
          box.width > 0 &&
          element.checkVisibility() &&
          getComputedStyle(element).clipPath !== "inset(50%)" &&
          !element.closest("[aria-hidden=true]") &&
          !looping.some((track) => track.contains(element)) &&
          (box.left < -0.5 ||
            box.right > width + 0.5 ||
            // Its text runs past its own box, into a neighbour or under a clipping edge. Not a
            // field, whose value scrolls inside it, nor the name on the card, which ends in an
            // ellipsis on purpose, as on a real card; not an inline box, which has no client
            // width (Firefox still reports its scroll width), nor a switch whose clear checkbox
            // reaches past the circle drawn, a larger target on purpose.
            (element.scrollWidth > element.clientWidth + 1 &&
              !(element instanceof HTMLInputElement) &&
              getComputedStyle(element).textOverflow !== "ellipsis" &&
              getComputedStyle(element).display !== "inline" &&
              !(
                element instanceof HTMLLabelElement &&
                element.control &&
                element.contains(element.control) &&
                getComputedStyle(element.control).position === "absolute"
              )))
        );
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}: ${(element.textContent ?? "").trim().slice(0, 40)}`,
      );
  };
  const twoFrames = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(resolve)),
    );

  const found = new Set<string>();
  const check = () => {
    for (const line of crossing()) found.add(line);
    const sideways = document.documentElement.scrollWidth - window.innerWidth;
    if (sideways > 0) found.add(`the page scrolls ${sideways} px sideways`);
  };
  if (sections === null) check();
  else
    for (const section of document.querySelectorAll(sections)) {
      section.scrollIntoView({ block: "nearest", behavior: "instant" });
      await twoFrames();
      check();
    }
  return [...found];
}
