/*
 * Whether a translation still says what the English says. Each language keeps, beside its copy,
 * the English text each of its strings was translated from (`translated-from.json`). When an
 * English string changes, every translation made from the old text is stale until it is updated
 * and confirmed: the check names each one, with the English it was made from and the English now.
 */

/** The English text each string of a translation was made from, by the string's path. */
export type TranslatedFrom = Record<string, string>;

type StaleTranslation = {
  /** Where the string sits in the copy: "home.hero.subtitle", "faq.columns.0.1.items.2.answer". */
  path: string;
  /** The English the translation was made from; undefined when it was never confirmed. */
  madeFrom: string | undefined;
  /** The English now. */
  english: string;
};

/** Every string of a copy object, however deep, by its path. */
export function stringsByPath(value: unknown, path = ""): Map<string, string> {
  const strings = new Map<string, string>();
  if (typeof value === "string") strings.set(path, value);
  else if (value !== null && typeof value === "object")
    for (const [key, child] of Object.entries(value))
      for (const [childPath, text] of stringsByPath(
        child,
        path ? `${path}.${key}` : key,
      ))
        strings.set(childPath, text);
  return strings;
}

/** The strings whose English changed since they were translated, or that were never confirmed. */
export function staleTranslations(
  english: unknown,
  translatedFrom: TranslatedFrom,
): StaleTranslation[] {
  return [...stringsByPath(english)]
    .filter(([path, text]) => translatedFrom[path] !== text)
    .map(([path, text]) => ({
      path,
      madeFrom: translatedFrom[path],
      english: text,
    }));
}

/**
 * The record after confirming `paths` (every stale one when none is named): each confirmed string
 * was translated from the English as it is now. Strings the English no longer has are dropped.
 */
export function confirmTranslations(
  english: unknown,
  translatedFrom: TranslatedFrom,
  paths?: readonly string[],
): TranslatedFrom {
  const confirmed = new Set(
    paths ?? staleTranslations(english, translatedFrom).map(({ path }) => path),
  );
  return Object.fromEntries(
    [...stringsByPath(english)].flatMap(([path, text]) => {
      if (confirmed.has(path)) return [[path, text]];
      const madeFrom = translatedFrom[path];
      return madeFrom === undefined ? [] : [[path, madeFrom]];
    }),
  );
}

/** The paths among `paths` that name no string of the English copy (a file name, a typo). */
export function unknownPaths(english: unknown, paths: readonly string[]) {
  const strings = stringsByPath(english);
  return paths.filter((path) => !strings.has(path));
}

/** One line per stale string, as `npm run translations` and the development banner print them. */
export function describeStale(
  language: string,
  { path, madeFrom, english }: StaleTranslation,
): string {
  return madeFrom === undefined
    ? `${language} ${path}: never confirmed; the English is "${english}"`
    : `${language} ${path}: translated from "${madeFrom}"; the English is now "${english}"`;
}
