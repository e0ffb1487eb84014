import { readFileSync } from "node:fs";
import { PNG } from "pngjs";

import type { EnginePage } from "./engine-page";
import { waitUntil } from "./wait-until";

/** Near-white: the headings' text, far brighter than the dark panel they sit on. */
const TEXT_LUMINANCE = 200;
/** A drawn heading's box is this much text at least; a blank one has none. */
const MIN_TEXT_SHARE = 0.03;
/**
 * How long the heading must stay drawn, with no slide running: longer than a slide (250 ms). Just
 * after a press, the browser still shows the old view while the DOM holds the new one, for a
 * frame before the slide starts; one look then would read the old view's text in the new heading's
 * place.
 */
const DRAWN_FOR_MS = 300;

type Box = { left: number; top: number; right: number; bottom: number };

/** The share of `box` (in the picture's pixels) drawn near-white. */
export function textShare(picture: Buffer, box: Box) {
  const { width, height, data } = PNG.sync.read(picture);
  const left = Math.max(0, Math.floor(box.left));
  const top = Math.max(0, Math.floor(box.top));
  const right = Math.min(width, Math.ceil(box.right));
  const bottom = Math.min(height, Math.ceil(box.bottom));
  let bright = 0;
  for (let y = top; y < bottom; y += 1)
    for (let x = left; x < right; x += 1) {
      const at = (y * width + x) * 4;
      const luminance =
        0.2126 * data[at]! + 0.7152 * data[at + 1]! + 0.0722 * data[at + 2]!;
      if (luminance >= TEXT_LUMINANCE) bright += 1;
    }
  const area = (right - left) * (bottom - top);
  return area > 0 ? bright / area : 0;
}

/**
 * Waits until the page's h1 is on the screen, not only in the DOM: an engine that fails to repaint
 * after a view transition leaves the text where a reader of the DOM finds it and a visitor sees
 * nothing. Each look is kept in `file`.
 */
export async function expectHeadingDrawn(page: EnginePage, file: string) {
  let drawnSince: number | null = null;
  await waitUntil(
    `the h1's text to be drawn on the screen, clear of the navigation bar, for ${DRAWN_FOR_MS} ms (${file})`,
    async () => {
      const isDrawn = await looksDrawn(page, file);
      if (!isDrawn) drawnSince = null;
      else drawnSince ??= Date.now();
      return drawnSince === null ? 0 : Date.now() - drawnSince;
    },
    (drawnForMs) => drawnForMs >= DRAWN_FOR_MS,
  );
}

/** One look: no slide running, and the h1's box drawn as text below the navigation bar. */
async function looksDrawn(page: EnginePage, file: string) {
  const box = await page.read(() => {
    // Mid-slide, the browser draws snapshots of the views: only the page after it counts.
    const isSliding = document
      .getAnimations()
      .some((animation) =>
        (animation.effect as KeyframeEffect | null)?.pseudoElement?.startsWith(
          "::view-transition",
        ),
      );
    if (isSliding) return null;
    const heading = document.querySelector("h1")!;
    const { left, top, right, bottom } = heading.getBoundingClientRect();
    // Nor a heading the fixed navigation bar covers in part, or the step line that describes it:
    // focus should have scrolled them clear.
    const bar = document.querySelector("header")!.getBoundingClientRect();
    const stepLine = document
      .getElementById(heading.getAttribute("aria-describedby") ?? "")
      ?.getBoundingClientRect();
    if (bar.bottom > 0 && Math.min(top, stepLine?.top ?? top) < bar.bottom)
      return null;
    const scale = devicePixelRatio;
    return {
      left: left * scale,
      top: top * scale,
      right: right * scale,
      bottom: bottom * scale,
    };
  });
  if (!box) return false;
  await page.screenshot(file);
  return textShare(readFileSync(file), box) >= MIN_TEXT_SHARE;
}
