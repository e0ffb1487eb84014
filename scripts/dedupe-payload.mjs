// After `next build`, before write-headers.mjs hashes the inline scripts: every page's RSC payload,
// inline in its HTML and in the .txt files client-side navigation reads, without the stylesheet
// text Next writes into it (see scripts/flight-text-rows.ts): repeated rows are written once, and
// the stylesheet's own text is emptied wherever the document reading it already holds it. Each
// inline push is written in the shorter of its two literals.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createJiti } from "jiti";

const jiti = createJiti(import.meta.url);
const {
  editHtmlPayload,
  editPayload,
  inlineStylesheetEdits,
  repeatedTextRowEdits,
  stylesheetsIn,
} = await jiti.import("./flight-text-rows.ts");

const OUT = "out";

const files = readdirSync(OUT, { recursive: true }).map((entry) =>
  join(OUT, entry),
);
const pages = files.filter((file) => file.endsWith(".html"));
const payloads = files.filter((file) => file.endsWith(".txt"));

// A .txt payload is read by a client navigation, so from a document some page's HTML started:
// a stylesheet every page holds is in that document already.
const sheetsOfPages = pages.map((file) =>
  stylesheetsIn(readFileSync(file, "utf8")),
);
const inEveryPage = (href) => sheetsOfPages.every((sheets) => sheets.has(href));

let saved = 0;
function rewrite(file, edit) {
  const before = readFileSync(file, "utf8");
  const after = edit(before);
  if (after === before) return;
  writeFileSync(file, after);
  saved += Buffer.byteLength(before) - Buffer.byteLength(after);
}

for (const file of pages)
  rewrite(file, (html) => {
    const deduped = editHtmlPayload(html, repeatedTextRowEdits);
    const ownSheets = stylesheetsIn(html);
    return editHtmlPayload(deduped, (payload) =>
      inlineStylesheetEdits(payload, (href) => ownSheets.has(href)),
    );
  });
for (const file of payloads)
  rewrite(file, (payload) =>
    editPayload(editPayload(payload, repeatedTextRowEdits), (deduped) =>
      inlineStylesheetEdits(deduped, inEveryPage),
    ),
  );

console.log(
  `Wrote each page's RSC payload without the stylesheet text its document already holds, in its shorter literals: ${Math.round(saved / 1024)} KB fewer in ${OUT}/.`,
);
