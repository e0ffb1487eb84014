import { type Language, copyOf, languages } from "../content/languages";
import { formatPercent } from "../lib/number-format";

/**
 * The spacing WCAG 1.4.12 says a reader may set without losing anything, as the usual bookmarklet
 * sets it: lines 1.5 times the text's size apart, letters 0.12 of it, words 0.16, and twice the
 * size after each paragraph. Readers with dyslexia or low vision set it with a user style sheet or
 * an extension.
 */
export const TEXT_SPACING = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

/**
 * Adds `css` to the page, over its own, as a reader's style sheet would. Self-contained, so it runs
 * in the page as Playwright's `evaluate` and the cross-engine `read` send it.
 */
export function addReaderStyles(css: string) {
  const sheet = document.createElement("style");
  sheet.textContent = css;
  document.head.append(sheet);
}

/**
 * The allocation ring's label on /token: each line, and whether a corner of it lies outside the
 * ring's hole, over the ring itself. The ring's radius is 50 of its 120 units, its stroke 14 wide.
 * Self-contained, as above.
 */
export function ringLabel(): { line: string; onTheRing: boolean }[] {
  const ring = document.querySelector("figure [aria-hidden=true]:has(> svg)");
  if (!ring) return [];
  const box = ring.getBoundingClientRect();
  const hole = (box.width * (50 - 14 / 2)) / 120;
  const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  const lines = document.createTreeWalker(ring, NodeFilter.SHOW_TEXT);
  const label = [];
  for (let line = lines.nextNode(); line; line = lines.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(line);
    const text = range.getBoundingClientRect();
    const corners = [
      { x: text.left, y: text.top },
      { x: text.right, y: text.top },
      { x: text.left, y: text.bottom },
      { x: text.right, y: text.bottom },
    ];
    label.push({
      line: line.textContent ?? "",
      onTheRing: corners.some(
        ({ x, y }) => Math.hypot(x - centre.x, y - centre.y) > hole,
      ),
    });
  }
  return label;
}

/** What `ringLabel` reads on /token in `language` when the label sits in the ring's hole. */
export function ringLabelInItsHole(language: Language) {
  return [
    { line: formatPercent(100, languages[language].tag), onTheRing: false },
    {
      line: copyOf(language).token.allocation.chartTotalLabel,
      onTheRing: false,
    },
  ];
}
