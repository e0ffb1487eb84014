// After dedupe-payload.mjs: each page's inline stylesheet keeps only the rules that can match on
// it (scripts/trim-stylesheet.ts): those of its own markup and payload, and of every script the
// page can run, the ones it names and, in turn, the ones they load. A client navigation to another
// page links the whole sheet (components/layout/whole-stylesheet.tsx), which stays in out/ as Next
// wrote it.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { createJiti } from "jiti";

const jiti = createJiti(import.meta.url);
const { classCandidates, trimStylesheet } = await jiti.import(
  "./trim-stylesheet.ts",
);

const OUT = "out";
const INLINE_SHEET =
  /(<style data-precedence="next" data-href="[^"]*">)([\s\S]*?)(<\/style>)/;

const files = readdirSync(OUT, { recursive: true }).map((entry) =>
  join(OUT, entry),
);
// Scripts are named by content hash, so a file name in a text is a reference to that script.
const scripts = new Map(
  files
    .filter((name) => name.endsWith(".js"))
    .map((file) => {
      const text = readFileSync(file, "utf8");
      return [basename(file), { text, classes: classCandidates(text) }];
    }),
);

function scriptsNamedIn(text) {
  return [...scripts.keys()].filter((name) => text.includes(name));
}

/** Every script the text names, and every script those name, to the end. */
function scriptsReachedFrom(text) {
  const reached = new Set(scriptsNamedIn(text));
  for (const name of reached)
    for (const next of scriptsNamedIn(scripts.get(name).text))
      reached.add(next);
  return reached;
}

let saved = 0;
for (const file of files.filter((name) => name.endsWith(".html"))) {
  const html = readFileSync(file, "utf8");
  const sheet = INLINE_SHEET.exec(html);
  if (!sheet) continue;
  const [whole, open = "", css = "", close = ""] = sheet;
  const page = html.replace(whole, "");
  const candidates = classCandidates(page);
  for (const name of scriptsReachedFrom(page))
    for (const word of scripts.get(name).classes) candidates.add(word);
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
