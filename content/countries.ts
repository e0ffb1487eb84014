import {
  getCountryCallingCode,
  getExampleNumber,
  Metadata,
  type CountryCode,
} from "libphonenumber-js";
import mobileExamples from "libphonenumber-js/examples.mobile.json";
import phoneMetadata from "libphonenumber-js/metadata.min.json";
import worldCountries from "world-countries";

import { searchForm } from "@/lib/country-search";
import { MOST_COUNTRIES_ABROAD_PREFIX } from "@/lib/dialled-country";

/**
 * Built from maintained packages at build time, in server code only: the page hands the plain
 * array to the client, so neither package nor its metadata ends up in the browser bundle.
 */
export type Country = {
  /** ISO 3166-1 alpha-2, also the flag's file name under /flags. */
  code: string;
  name: string;
  /** "+49", or "+1 876" for the North American plan's single-area countries. */
  dialCode: string;
  /** A mobile number for the placeholder, written as people there write it. */
  examplePhone: string;
  /**
   * How people there dial abroad, where it is not 00: libphonenumber's pattern of the prefix ("011"
   * in the United States, Brazil's 00 and a carrier's two digits), which the number they type may
   * start with in place of a "+".
   */
  abroadPrefix?: string;
  /** What else people call it, for the search only: "UK", "Holland", "Deutschland". */
  otherNames?: string[];
  /**
   * Set on the country a number means when it starts with a dial code the list gives to several
   * and nothing else says which: the United States for +1, Russia for +7, Italy for +39,
   * libphonenumber's main country for each. The rest of the number tells them apart only through
   * its numbering plans, which the browser does not get.
   */
  mainForDialCode?: true;
};

export const DEFAULT_COUNTRY_CODE = "US";

// The UN's non-member observer states; the package's `unMember` covers the 193 members.
const OBSERVER_STATES = new Set(["VA", "PS"]);

const NORTH_AMERICAN_PLAN = "1";

const numberingPlans = new Metadata();

function abroadPrefixOf(code: CountryCode) {
  numberingPlans.selectNumberingPlan(code);
  const prefix = numberingPlans.numberingPlan?.IDDPrefix();
  return prefix === MOST_COUNTRIES_ABROAD_PREFIX ? undefined : prefix;
}

/** world-countries' name of a country: its own English name, or a translation of it. */
type CountryRecord = (typeof worldCountries)[number];
type TranslationKey = keyof CountryRecord["translations"];
type SearchNames = Partial<Record<CountryCode, string[]>>;

/**
 * CLDR's name (the runtime's Intl) for a country in a language's regional variant: world-countries
 * translates into one variant only, Portugal's Portuguese (Polónia, Irão) where Brazil writes
 * Polônia, Irã. Not where CLDR writes a disambiguation ("Congo - Kinshasa", "Mianmar
 * (Birmânia)"): the package's name reads better there.
 */
function regionalName(names: Intl.DisplayNames | undefined, code: string) {
  const name = names?.of(code);
  return name && !/ - |\(/.test(name) ? name : undefined;
}

// Latin letters, as the site's languages write; not the phonetic alphabet, which the package
// gives for one country's native name.
const WRITTEN_IN_LATIN = /^[\p{Script=Latin}\s.'’()-]+$/u;
const PHONETIC = /[\u0250-\u02af]/;
const MAX_WORDS_IN_OTHER_NAME = 3;

/**
 * The names a visitor may type for a country besides the one the list shows: world-countries'
 * alternative spellings ("UK", "Holland", "Republic of Turkey"), its native names ("Deutschland",
 * "Sverige") and its official name in the list's language ("Czech Republic"). Only what finds
 * something the shown name does not, and short: no name in another script, no "Korea, Republic
 * of" sort form, none over three words (the long official forms), none the shown name holds, and
 * none that holds the shown name or a shorter one (it would add little more than "Republic of").
 */
function otherNamesOf(
  { cca2, name, altSpellings, translations }: CountryRecord,
  shown: string,
  translationKey: TranslationKey | null,
  searchNames: string[],
) {
  const official = translationKey
    ? translations[translationKey]?.official
    : name.official;
  const candidates = [
    ...altSpellings,
    ...Object.values(name.native ?? {}).map((native) => native.common),
    ...(official ? [official] : []),
  ]
    .filter(
      (other) =>
        other !== cca2 &&
        WRITTEN_IN_LATIN.test(other) &&
        !PHONETIC.test(other) &&
        other.split(/[\s-]+/).length <= MAX_WORDS_IN_OTHER_NAME,
    )
    .sort((a, b) => a.length - b.length);
  const shownForm = searchForm(shown);
  const kept: string[] = [];
  for (const other of candidates) {
    const form = searchForm(other);
    if (shownForm.includes(form) || form.includes(shownForm)) continue;
    if (kept.some((shorter) => form.includes(searchForm(shorter)))) continue;
    kept.push(other);
  }
  // Written for the search by hand, so kept as written.
  return [...kept, ...searchNames.filter((other) => !kept.includes(other))];
}

function toCountry(
  record: CountryRecord,
  translationKey: TranslationKey | null,
  regionalNames: Intl.DisplayNames | undefined,
  searchNames: SearchNames,
): Country {
  const { cca2, name, idd, translations } = record;
  const code = cca2 as CountryCode;
  const callingCode = getCountryCallingCode(code);
  // The plan's island nations each own one area code, which is how people know their dial code
  // (+1 876 Jamaica); the US, Canada and the Dominican Republic own several and stay +1.
  const areaCode =
    callingCode === NORTH_AMERICAN_PLAN && idd.suffixes.length === 1
      ? idd.suffixes[0]
      : undefined;
  const example =
    getExampleNumber(code, mobileExamples)?.formatNational() ?? "";
  const shown =
    regionalName(regionalNames, cca2) ??
    ((translationKey && translations[translationKey]?.common) || name.common);
  const abroadPrefix = abroadPrefixOf(code);
  const otherNames = otherNamesOf(
    record,
    shown,
    translationKey,
    searchNames[code] ?? [],
  );
  return {
    code: cca2,
    name: shown,
    dialCode: areaCode ? `+${callingCode} ${areaCode}` : `+${callingCode}`,
    // The area code is already part of the dial code, so the example starts after it.
    examplePhone: areaCode
      ? example.replace(new RegExp(`^\\(${areaCode}\\)\\s*`), "")
      : example,
    // Left out when there are none: the list travels to the browser in the page.
    ...(abroadPrefix && { abroadPrefix }),
    ...(otherNames.length > 0 && { otherNames }),
  };
}

/**
 * The picker's list in one language: names from world-countries' `translations` under
 * `translationKey` ("spa", "por"; null for English), or CLDR's when the language's tag names a
 * region (pt-BR), sorted as that language (`tag`) sorts; `searchNames` are the language's own
 * other names (`content/country-search-names.ts`).
 */
export function countriesIn(
  translationKey: string | null,
  tag: string,
  searchNames: SearchNames = {},
): Country[] {
  const key = translationKey as TranslationKey | null;
  const regionalNames = new Intl.Locale(tag).region
    ? new Intl.DisplayNames([tag], { type: "region" })
    : undefined;
  const list = worldCountries
    .filter(({ unMember, cca2 }) => unMember || OBSERVER_STATES.has(cca2))
    .map((record) => toCountry(record, key, regionalNames, searchNames))
    .sort((a, b) => a.name.localeCompare(b.name, tag));
  return list.map((country) =>
    list.some(
      (other) => other !== country && other.dialCode === country.dialCode,
    ) && isMainForCallingCode(country.code)
      ? { ...country, mainForDialCode: true }
      : country,
  );
}

function isMainForCallingCode(code: string) {
  const callingCode = getCountryCallingCode(code as CountryCode);
  return phoneMetadata.country_calling_codes[callingCode]?.[0] === code;
}

export const countries = countriesIn(null, "en");

/** The picker's starting country in a list of `countriesIn`'s. */
export function requireCountry(list: Country[], code: string) {
  const country = list.find((entry) => entry.code === code);
  // Fails the build, not the visitor, if a package update ever drops the default.
  if (!country) throw new Error(`No country with the code ${code}`);
  return country;
}
