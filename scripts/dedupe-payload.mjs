// After `next build`, before write-headers.mjs hashes the inline scripts: every page's RSC payload,
// inline in its HTML and in the .txt files client-side navigation reads, with the stylesheet Next
// repeats in it written once (see scripts/flight-text-rows.ts).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createJiti } from "jiti";

const jiti = createJiti(import.meta.url);
const { htmlWithoutRepeatedTextRows, withoutRepeatedTextRows } =
  await jiti.import("./flight-text-rows.ts");

const OUT = "out";

let saved = 0;
for (const entry of readdirSync(OUT, { recursive: true })) {
  const file = join(OUT, entry);
  const edit = file.endsWith(".html")
    ? htmlWithoutRepeatedTextRows
    : file.endsWith(".txt")
      ? withoutRepeatedTextRows
      : null;
  if (!edit) continue;
  const before = readFileSync(file, "utf8");
  const after = edit(before);
  if (after === before) continue;
  writeFileSync(file, after);
  saved += before.length - after.length;
}
console.log(
  `Wrote each page's RSC payload without its repeated text: ${Math.round(saved / 1024)} KB fewer in ${OUT}/.`,
);
