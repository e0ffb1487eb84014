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
