import { internationalNumber } from "@/lib/dialled-country";

type Searchable = {
  code: string;
  name: string;
  dialCode: string;
  otherNames?: string[];
};

/** Case- and accent-blind, so "cote" finds Côte d'Ivoire. */
export function searchForm(text: string) {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

const DIAL_QUERY = /^\+?[\d\s]+$/;
const WORD_BREAKS = /[\s'’-]+/g;

/** Whether one of a country's other names is the query, or has a word the query begins. */
function otherNameMatch(otherNames: string[] | undefined, needle: string) {
  const words = ` ${needle.replace(WORD_BREAKS, " ")}`;
  let match: "whole" | "word" | undefined;
  for (const other of otherNames ?? []) {
    const form = searchForm(other);
    if (form === needle) return "whole";
    if (` ${form.replace(WORD_BREAKS, " ")}`.includes(words)) match = "word";
  }
  return match;
}

/**
 * The picker's filter, best matches first. Digits (with or without "+", or the 00 of a call abroad)
 * match the start of a dial code, the countries whose whole code they are first: "+1" lists Canada
 * and the United States before the +1 268 of Antigua and Barbuda. Anything else matches the
 * two-letter code, the name or another name the country goes by: the exact code or other name
 * ("UK"), then names that start with the query, then other names with a word it begins ("turkey" in
 * "Republic of Turkey"), then names that merely contain it.
 */
export function filterCountries<T extends Searchable>(
  countries: T[],
  query: string,
): T[] {
  const needle = searchForm(query);
  if (needle === "") return countries;

  if (DIAL_QUERY.test(needle)) {
    const digits = (internationalNumber(needle) ?? needle).replace(/\D/g, "");
    const ranked: [T[], T[]] = [[], []];
    for (const country of countries) {
      const dialDigits = country.dialCode.replace(/\D/g, "");
      if (dialDigits === digits) ranked[0].push(country);
      else if (dialDigits.startsWith(digits)) ranked[1].push(country);
    }
    return ranked.flat();
  }

  const ranked: [T[], T[], T[], T[]] = [[], [], [], []];
  for (const country of countries) {
    const name = searchForm(country.name);
    const other = otherNameMatch(country.otherNames, needle);
    if (country.code.toLowerCase() === needle || other === "whole")
      ranked[0].push(country);
    else if (name.startsWith(needle)) ranked[1].push(country);
    else if (other === "word") ranked[2].push(country);
    else if (name.includes(needle)) ranked[3].push(country);
  }
  return ranked.flat();
}

export function findCountry<T extends Searchable>(
  countries: T[],
  code: string,
): T | undefined {
  return countries.find((country) => country.code === code);
}
