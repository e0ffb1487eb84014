/**
 * The browser is drawing a view change: its pictures of the views are on screen, animating.
 * Self-contained, so tests can run it in the page as it is.
 */
export function isViewChanging() {
  return document
    .getAnimations()
    .some((animation) =>
      (animation.effect as KeyframeEffect | null)?.pseudoElement?.startsWith(
        "::view-transition",
      ),
    );
}
