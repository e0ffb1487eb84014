/**
 * Each element of the main landmark as a visitor sees its box and type: what a missing stylesheet
 * rule would change. Self-contained, so it runs in the page as Playwright's `evaluate` and the
 * cross-engine `read` send it.
 */
export function mainLooks(): string[] {
  return [...document.querySelectorAll("main, main *")].map((element) => {
    const style = getComputedStyle(element);
    return [
      element.tagName,
      style.display,
      style.padding,
      style.margin,
      style.borderStyle,
      style.borderRadius,
      style.color,
      style.fontSize,
      style.gridTemplateColumns,
    ].join(" ");
  });
}
