// After dedupe-payload.mjs: each page's inline stylesheet keeps only the rules that can match on
// it (scripts/trim-stylesheet.ts), those of its own markup and payload, and of every script the
// site ships, since any script may be loaded on any page. The whole sheet stays in out/ as Next
// wrote it, for client navigations.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createJiti } from "jiti";

const jiti = createJiti(import.meta.url);
const { classCandidates, trimStylesheet } = await jiti.import(
  "./trim-stylesheet.ts",
);

const OUT = "out";
const INLINE_SHEET =
  /(<style data-precedence="[^"]*" data-href="[^"]*">)([\s\S]*?)(<\/style>)/;

const files = readdirSync(OUT, { recursive: true }).map((entry) =>
  join(OUT, entry),
);
const inScripts = new Set();
for (const file of files.filter((name) => name.endsWith(".js")))
  for (const word of classCandidates(readFileSync(file, "utf8")))
    inScripts.add(word);

let saved = 0;
for (const file of files.filter((name) => name.endsWith(".html"))) {
  const html = readFileSync(file, "utf8");
  const sheet = INLINE_SHEET.exec(html);
  if (!sheet) continue;
  const [whole, open = "", css = "", close = ""] = sheet;
  const candidates = classCandidates(html.replace(whole, ""));
  for (const word of inScripts) candidates.add(word);
  const trimmed = trimStylesheet(css, candidates);
  writeFileSync(
    file,
    html.replace(whole, () => open + trimmed + close),
  );
  saved += Buffer.byteLength(css) - Buffer.byteLength(trimmed);
}

console.log(
  `Wrote each page's inline stylesheet with only the rules that can match on it: ${Math.round(saved / 1024)} KB fewer in ${OUT}/.`,
);
