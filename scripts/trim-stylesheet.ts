import { transform } from "lightningcss";

/**
 * Every page paints with the site's one stylesheet inline (`experimental.inlineCss`), most of it
 * rules for other pages' markup. A page keeps the rules that can match on it; the whole sheet
 * follows as a file for client navigations (components/layout/whole-stylesheet.tsx).
 */

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
};

/** Every word of a text that could be a class name: what lies between whitespace and quotes. */
export function classCandidates(text: string): Set<string> {
  const decoded = text
    .replace(
      /&(?:amp|lt|gt|quot|#x27|#39);/g,
      (entity) => ENTITIES[entity] ?? entity,
    )
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, code: string) =>
      String.fromCharCode(Number.parseInt(code, 16)),
    );
  return new Set(decoded.split(/[\s"'`\\]+/));
}

type SelectorComponent = { type: string; name?: string };

/** Where each style rule none of whose selectors can match begins, as an offset into `css`. */
function unmatchableRuleStarts(css: string, candidates: Set<string>): number[] {
  const lineStarts = [0];
  for (let at = css.indexOf("\n"); at >= 0; at = css.indexOf("\n", at + 1))
    lineStarts.push(at + 1);
  const starts: number[] = [];
  transform({
    filename: "inline.css",
    code: Buffer.from(css),
    visitor: {
      Rule: {
        style(rule) {
          // Only the classes a selector itself requires count: one inside `:is()`, `:where()`
          // or `:not()` is left to the browser, and such a rule stays.
          const canMatch = rule.value.selectors.some((selector) =>
            (selector as SelectorComponent[]).every(
              (part) =>
                part.type !== "class" || candidates.has(part.name ?? ""),
            ),
          );
          const { line, column } = rule.value.loc;
          if (!canMatch) starts.push((lineStarts[line] ?? 0) + column - 1);
        },
      },
    },
  });
  return starts;
}

/** Where the string that opens at `start` closes: its closing quote. */
function stringEnd(css: string, start: number): number {
  for (let at = start + 1; at < css.length; at += 1) {
    if (css[at] === "\\") at += 1;
    else if (css[at] === css[start]) return at;
  }
  throw new Error(`A string at ${start} of the stylesheet never closes`);
}

/** Where the block that opens after `start` closes: one past its `}`. */
function blockEnd(css: string, start: number): number {
  let depth = 0;
  for (let at = start; at < css.length; at += 1) {
    const char = css[at];
    if (char === "\\") at += 1;
    else if (char === '"' || char === "'") at = stringEnd(css, at);
    else if (char === "{") depth += 1;
    else if (char === "}" && --depth === 0) return at + 1;
  }
  throw new Error(`A rule at ${start} of the stylesheet never closes`);
}

/**
 * The stylesheet without the rules none of whose selectors can match, a selector naming a class
 * `candidates` lacks, and without the `@media`, `@supports` and `@container` blocks that leaves
 * empty. Everything else stays as written: the rules are cut out, never printed again.
 */
export function trimStylesheet(css: string, candidates: Set<string>): string {
  // Lightning CSS counts columns in characters; past ASCII they may not be offsets.
  if (/[^\x00-\x7f]/.test(css))
    throw new Error(
      "The stylesheet holds a character past ASCII: write it as a CSS escape (\\2192 for →)",
    );
  let trimmed = "";
  let kept = 0;
  for (const start of unmatchableRuleStarts(css, candidates).sort(
    (a, b) => a - b,
  )) {
    if (start < kept) continue; // inside a rule already cut
    trimmed += css.slice(kept, start);
    kept = blockEnd(css, start);
  }
  trimmed += css.slice(kept);
  const emptyBlock = /@(?:media|supports|container)[^{}]*\{\}/g;
  for (let before = ""; before !== trimmed;) {
    before = trimmed;
    trimmed = trimmed.replace(emptyBlock, "");
  }
  return trimmed;
}
