import {
  copyOf,
  DEFAULT_LANGUAGE,
  prefixedLanguages,
} from "@/content/languages";
import { readTranslatedFrom } from "@/content/translated-from";
import { describeStale, staleTranslations } from "@/lib/translation-check";

/**
 * Under `next dev` only: the translations an English edit has left behind, listed at the foot of
 * every page, so whoever changes the English sees what to have translated (and `npm test` fails
 * until each is updated and confirmed). The exported site never renders it.
 */
export function StaleTranslationsNotice() {
  if (process.env.NODE_ENV !== "development") return null;
  const lines = prefixedLanguages.flatMap((language) =>
    staleTranslations(
      copyOf(DEFAULT_LANGUAGE),
      readTranslatedFrom(language),
    ).map((stale) => describeStale(language, stale)),
  );
  if (lines.length === 0) return null;
  // A tool for whoever edits the copy, in English whatever the page's language.
  const summary = `${lines.length} translated strings no longer follow the English. Update them, then run npm run translations confirm <language>.`;
  return (
    <aside className="border-warning/40 bg-canvas/95 text-warning fixed inset-x-3 bottom-3 z-50 max-h-60 overflow-y-auto rounded-xl border p-4 font-mono text-xs">
      <p className="font-semibold">{summary}</p>
      <ul className="mt-2 space-y-1">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </aside>
  );
}
