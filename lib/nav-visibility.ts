export const HIDE_AFTER_PX = 10;

/**
 * The bar hides while scrolling down once the page is beyond 10 px,
 * and shows at the top or on any scroll up. Equal positions keep the current state.
 */
export function isNavVisible(
  previousY: number,
  currentY: number,
  wasVisible: boolean,
): boolean {
  if (currentY <= HIDE_AFTER_PX) return true;
  if (currentY > previousY) return false;
  if (currentY < previousY) return true;
  return wasVisible;
}

/**
 * The scroll position held within the page's ends. Safari's elastic scrolling (iPhones, Macs)
 * carries it past the last screen and back: read as it is, the bounce back reads as a scroll up,
 * and the bar slid in each time the visitor reached the end of a page.
 */
export function scrollYWithinPage(
  scrollY: number,
  pageHeight: number,
  windowHeight: number,
): number {
  return Math.max(0, Math.min(scrollY, pageHeight - windowHeight));
}
