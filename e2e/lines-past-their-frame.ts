/**
 * The lines inside each element `frame` names that run past its edges, which it clips or draws
 * its border through: step 1's card, the fee calculator's result. A line that ends in an ellipsis
 * on purpose, as the name on a real card does, is not one. Self-contained, so it runs in the page
 * as Playwright's `evaluate` and the cross-engine `read` send it.
 */
export function linesPastTheirFrame(frame: string): (string | null)[] {
  return [...document.querySelectorAll(frame)].flatMap((element) => {
    const edges = element.getBoundingClientRect();
    return [...element.querySelectorAll("p, span")]
      .filter((line) => {
        const box = line.getBoundingClientRect();
        const style = getComputedStyle(line);
        return (
          box.width > 0 &&
          (box.top < edges.top ||
            box.bottom > edges.bottom ||
            box.left < edges.left ||
            box.right > edges.right ||
            // An inline box has no client width to overflow (Firefox still reports its scroll
            // width); its edges are checked above.
            (style.display !== "inline" &&
              line.scrollWidth > line.clientWidth + 1 &&
              style.textOverflow !== "ellipsis"))
        );
      })
      .map((line) => line.textContent);
  });
}
