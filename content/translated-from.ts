import { readFileSync } from "node:fs";
import { join } from "node:path";

import type { TranslatedFrom } from "@/lib/translation-check";

/** Where a language records the English each of its strings was translated from. */
export function translatedFromFile(language: string) {
  return join(process.cwd(), "content", language, "translated-from.json");
}

/** That record, or none when it is missing or unreadable: every string then reads as stale. */
export function readTranslatedFrom(language: string): TranslatedFrom {
  try {
    return JSON.parse(
      readFileSync(translatedFromFile(language), "utf8"),
    ) as TranslatedFrom;
  } catch {
    return {};
  }
}
