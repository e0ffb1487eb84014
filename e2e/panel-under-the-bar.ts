/**
 * How far /get's panel starts under the fixed navigation bar, in px (0 when its top edge is clear):
 * measured against where the bar sits when shown, so a bar still sliding back in counts as there.
 * Self-contained, so it runs in the page as Playwright's `evaluate` and the cross-engine `read`
 * send it.
 */
export function panelUnderTheBar() {
  const bar = document.querySelector("header")!;
  const panel = document.getElementById("get-panel")!;
  const barBottom = bar.offsetTop + bar.offsetHeight;
  return Math.max(0, Math.round(barBottom - panel.getBoundingClientRect().top));
}
