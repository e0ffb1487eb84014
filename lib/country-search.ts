type Searchable = { code: string; name: string; dialCode: string };

/** Case- and accent-blind, so "cote" finds Côte d'Ivoire. */
function normalize(text: string) {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

const DIAL_QUERY = /^\+?[\d\s]+$/;

/**
 * The picker's filter, best matches first. Digits (with or without "+") match the start of a dial
 * code, the countries whose whole code they are first: "+1" lists Canada and the United States
 * before the +1 268 of Antigua and Barbuda. Anything else matches the two-letter code or the name:
 * the exact code, then names that start with the query, then names that merely contain it.
 */
export function filterCountries<T extends Searchable>(
  countries: T[],
  query: string,
): T[] {
  const needle = normalize(query);
  if (needle === "") return countries;

  if (DIAL_QUERY.test(needle)) {
    const digits = needle.replace(/\D/g, "");
    const ranked: [T[], T[]] = [[], []];
    for (const country of countries) {
      const dialDigits = country.dialCode.replace(/\D/g, "");
      if (dialDigits === digits) ranked[0].push(country);
      else if (dialDigits.startsWith(digits)) ranked[1].push(country);
    }
    return ranked.flat();
  }

  const ranked: [T[], T[], T[]] = [[], [], []];
  for (const country of countries) {
    const name = normalize(country.name);
    if (country.code.toLowerCase() === needle) ranked[0].push(country);
    else if (name.startsWith(needle)) ranked[1].push(country);
    else if (name.includes(needle)) ranked[2].push(country);
  }
  return ranked.flat();
}

export function findCountry<T extends Searchable>(
  countries: T[],
  code: string,
): T | undefined {
  return countries.find((country) => country.code === code);
}
