import type { Copy } from "./en";
import type { Route } from "./site";
import { en } from "./en";
import { es } from "./es";
import { ptBr } from "./pt-br";

/**
 * The languages the site is written in. A language is its folder of copy under content/ and one
 * line here: its URL segment, its name written in itself, the tags that name it, and its copy.
 * English is the source every other language is translated from, and the only one without a
 * segment in its URLs.
 */
// One line per language, so that adding one is adding a line.
// prettier-ignore
export const languages = {
  en: { name: "English", tag: "en", ogLocale: "en_US", countryNames: null, copy: en },
  es: { name: "Español", tag: "es", ogLocale: "es_LA", countryNames: "spa", copy: es },
  "pt-br": { name: "Português", tag: "pt-BR", ogLocale: "pt_BR", countryNames: "por", copy: ptBr },
} satisfies Record<string, LanguageEntry>;

type LanguageEntry = {
  /** What the switcher calls it: its own name, in itself. */
  name: string;
  /** BCP 47, for `<html lang>`, `hreflang` and `Intl`. */
  tag: string;
  /** language_TERRITORY, for `og:locale`. */
  ogLocale: string;
  /** The key of world-countries' `translations` the picker's country names come from; null for English. */
  countryNames: string | null;
  copy: Copy;
};

export type Language = keyof typeof languages;

export const DEFAULT_LANGUAGE = "en" as const satisfies Language;

export const languageCodes = Object.keys(languages) as Language[];

/** The languages that live under a segment of their own: every one but English. */
export const prefixedLanguages = languageCodes.filter(
  (language) => language !== DEFAULT_LANGUAGE,
);

export function copyOf(language: Language): Copy {
  return languages[language].copy;
}

/** A route in a language: "/get" is "/es/get" in Spanish, and "/" is "/es". */
export function pathIn(
  language: Language,
  route: Route | `${Route}#${string}` | `#${string}`,
): string {
  if (language === DEFAULT_LANGUAGE || route.startsWith("#")) return route;
  const [path = "/", fragment] = route.split("#");
  const localized = `/${language}${path === "/" ? "" : path}`;
  return fragment === undefined ? localized : `${localized}#${fragment}`;
}

/** The language a URL segment names; the default language has none, so "en" is not one. */
export function languageOfSegment(segment: string): Language {
  const language = prefixedLanguages.find((code) => code === segment);
  if (!language) throw new Error(`No language lives under /${segment}`);
  return language;
}
