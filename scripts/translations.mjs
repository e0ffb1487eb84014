// `npm run translations`: lists every translated string whose English changed since it was
// translated (or was never confirmed), and fails when there is one. `npm run translations confirm
// <language> [path…]` records that the named strings (every stale one when no path is given) now
// follow the English as it is: run it once a translation is updated, or when an English change
// needs none (a typo fix). A word, not a `--` flag: PowerShell drops the `--` that would pass one.
import { writeFileSync } from "node:fs";
import { createJiti } from "jiti";

const jiti = createJiti(import.meta.url, { alias: { "@": process.cwd() } });
const { copyOf, DEFAULT_LANGUAGE, prefixedLanguages } = await jiti.import(
  "../content/languages.ts",
);
const { confirmTranslations, describeStale, staleTranslations, unknownPaths } =
  await jiti.import("../lib/translation-check.ts");

const { readTranslatedFrom, translatedFromFile } = await jiti.import(
  "../content/translated-from.ts",
);

const english = copyOf(DEFAULT_LANGUAGE);

const [verb, language, ...paths] = process.argv.slice(2);
if (verb === "confirm") {
  if (!prefixedLanguages.includes(language)) {
    console.error(
      `Name a language to confirm: ${prefixedLanguages.join(", ")}.`,
    );
    process.exit(1);
  }
  const unknown = unknownPaths(english, paths);
  if (unknown.length > 0) {
    console.error(
      `No English string at ${unknown.join(", ")}: name each as npm run translations prints it (get.signUp.submit), or none to confirm every stale one.`,
    );
    process.exit(1);
  }
  const before = readTranslatedFrom(language);
  const named = paths.length > 0 ? paths : undefined;
  const count = named?.length ?? staleTranslations(english, before).length;
  const record = confirmTranslations(english, before, named);
  writeFileSync(
    translatedFromFile(language),
    `${JSON.stringify(record, null, 2)}\n`,
  );
  console.log(
    count === 0
      ? `Nothing to confirm: every ${language} string follows the English.`
      : `Confirmed ${count} string(s) of ${language}.`,
  );
} else {
  const lines = prefixedLanguages.flatMap((code) =>
    staleTranslations(english, readTranslatedFrom(code)).map((stale) =>
      describeStale(code, stale),
    ),
  );
  for (const line of lines) console.log(line);
  console.log(
    lines.length === 0
      ? "Every translation follows the English."
      : `${lines.length} translated string(s) to update, then confirm with npm run translations confirm <language> [path…].`,
  );
  process.exit(lines.length === 0 ? 0 : 1);
}
