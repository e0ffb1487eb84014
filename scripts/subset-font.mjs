// Before `next build` and `next dev`: cuts Inter Variable down to what the site sets, so the one
// font request on the critical path is a third of the package's file. Kept: printable ASCII and
// the Latin-1 letters (whatever a visitor types into the /get forms: José, Conceição), every other
// character the content of every language, the pages' sources and the country lists use, the layout features the styles turn on or Chromium applies by
// default, and the weight axis from the lightest to the heaviest weight the design uses.
import { readdirSync, readFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { createJiti } from "jiti";
import subsetFont from "subset-font";

const SOURCE =
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
// Ignored by git: the build makes it anew from the content of the day.
const TARGET = "app/fonts/inter-subset.woff2";
const SOURCE_FOLDERS = ["content", "lib", "components", "app"];
// font-normal to font-black (the card's network wordmark).
const WEIGHTS = { min: 400, max: 900 };
const FEATURES = [
  // Applied by Chromium to every run of text.
  ...["ccmp", "locl", "mark", "mkmk", "kern", "liga", "clig", "calt", "rlig"],
  // Inter swaps some glyphs along the weight axis.
  "rvrn",
  // `font-feature-settings` in globals.css, and `tabular-nums`.
  ...["cv11", "ss01", "tnum"],
];

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every string inside a content export, however deep: the country names come from packages. */
function* strings(value) {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === "object")
    for (const item of Object.values(value)) yield* strings(item);
}

const characters = new Set();
for (let code = 0x20; code < 0x7f; code += 1)
  characters.add(String.fromCharCode(code));
// À to ÿ: the letters Spanish and Portuguese names are typed with.
for (let code = 0xc0; code <= 0xff; code += 1)
  characters.add(String.fromCharCode(code));
const jiti = createJiti(import.meta.url, { alias: { "@": process.cwd() } });
for (const folder of SOURCE_FOLDERS) {
  for (const file of sourceFiles(folder)) {
    for (const character of readFileSync(file, "utf8"))
      characters.add(character);
    if (folder === "content")
      for (const text of strings(await jiti.import(resolve(file))))
        for (const character of text) characters.add(character);
  }
}
// Each language's picker names the countries in that language.
const { languages } = await jiti.import(resolve("content/languages.ts"));
const { countriesIn } = await jiti.import(resolve("content/countries.ts"));
for (const { countryNames, tag } of Object.values(languages))
  for (const { name } of countriesIn(countryNames, tag))
    for (const character of name) characters.add(character);
for (const character of ["\n", "\r", "\t"]) characters.delete(character);

const font = await subsetFont(readFileSync(SOURCE), [...characters].join(""), {
  targetFormat: "woff2",
  keepFeatures: FEATURES,
  variationAxes: { wght: WEIGHTS },
});
mkdirSync(dirname(TARGET), { recursive: true });
writeFileSync(TARGET, font);
console.log(
  `Wrote ${TARGET}: ${characters.size} characters, ${(font.length / 1024).toFixed(1)} KB.`,
);
