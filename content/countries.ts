import {
  getCountryCallingCode,
  getExampleNumber,
  type CountryCode,
} from "libphonenumber-js";
import mobileExamples from "libphonenumber-js/examples.mobile.json";
import worldCountries from "world-countries";

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
};

export const DEFAULT_COUNTRY_CODE = "US";

// The UN's non-member observer states; the package's `unMember` covers the 193 members.
const OBSERVER_STATES = new Set(["VA", "PS"]);

const NORTH_AMERICAN_PLAN = "1";

/** world-countries' name of a country: its own English name, or a translation of it. */
type CountryRecord = (typeof worldCountries)[number];
type TranslationKey = keyof CountryRecord["translations"];

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

function toCountry(
  { cca2, name, idd, translations }: CountryRecord,
  translationKey: TranslationKey | null,
  regionalNames: Intl.DisplayNames | undefined,
): Country {
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
  return {
    code: cca2,
    name:
      regionalName(regionalNames, cca2) ??
      ((translationKey && translations[translationKey]?.common) || name.common),
    dialCode: areaCode ? `+${callingCode} ${areaCode}` : `+${callingCode}`,
    // The area code is already part of the dial code, so the example starts after it.
    examplePhone: areaCode
      ? example.replace(new RegExp(`^\\(${areaCode}\\)\\s*`), "")
      : example,
  };
}

/**
 * The picker's list in one language: names from world-countries' `translations` under
 * `translationKey` ("spa", "por"; null for English), or CLDR's when the language's tag names a
 * region (pt-BR), sorted as that language (`tag`) sorts.
 */
export function countriesIn(
  translationKey: string | null,
  tag: string,
): Country[] {
  const key = translationKey as TranslationKey | null;
  const regionalNames = new Intl.Locale(tag).region
    ? new Intl.DisplayNames([tag], { type: "region" })
    : undefined;
  return worldCountries
    .filter(({ unMember, cca2 }) => unMember || OBSERVER_STATES.has(cca2))
    .map((record) => toCountry(record, key, regionalNames))
    .sort((a, b) => a.name.localeCompare(b.name, tag));
}

export const countries = countriesIn(null, "en");

/** The picker's starting country in a list of `countriesIn`'s. */
export function requireCountry(list: Country[], code: string) {
  const country = list.find((entry) => entry.code === code);
  // Fails the build, not the visitor, if a package update ever drops the default.
  if (!country) throw new Error(`No country with the code ${code}`);
  return country;
}

export const defaultCountry = requireCountry(countries, DEFAULT_COUNTRY_CODE);
