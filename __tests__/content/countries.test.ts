import {
  countries,
  countriesIn,
  DEFAULT_COUNTRY_CODE,
  requireCountry,
} from "@/content/countries";
import { countrySearchNames } from "@/content/country-search-names";
import { type Language, languageCodes, languages } from "@/content/languages";
import { filterCountries } from "@/lib/country-search";
import { LONGEST_ABROAD_PREFIX } from "@/lib/dialled-country";

const defaultCountry = requireCountry(countries, DEFAULT_COUNTRY_CODE);

function byCode(code: string) {
  return countries.find((country) => country.code === code);
}

describe("the country list", () => {
  it("holds the UN members and observer states, about 195", () => {
    expect(countries).toHaveLength(195);
    expect(new Set(countries.map(({ code }) => code)).size).toBe(195);
  });

  it("names, in every language, the main country of each dial code several share", () => {
    for (const language of languageCodes) {
      const { countryNames, tag } = languages[language];
      const list = countriesIn(countryNames, tag);
      expect(
        list
          .filter((country) => country.mainForDialCode)
          .map(({ code }) => code)
          .sort(),
      ).toEqual(["IT", "RU", "US"]);
    }
  });

  it("defaults to the United States", () => {
    expect(defaultCountry).toMatchObject({
      code: "US",
      name: "United States",
      dialCode: "+1",
    });
  });

  it.each([
    ["US", "+1"],
    ["CA", "+1"],
    ["GB", "+44"],
    ["DE", "+49"],
    ["JM", "+1 876"],
    ["TT", "+1 868"],
    ["VA", "+39"],
  ])("gives %s the dial code %s", (code, dialCode) => {
    expect(byCode(code)?.dialCode).toBe(dialCode);
  });

  it("gives every entry a two-letter code, a name, a dial code and an example number", () => {
    for (const country of countries) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.name).not.toBe("");
      expect(country.dialCode).toMatch(/^\+\d{1,3}( \d{3})?$/);
      expect(country.examplePhone).toMatch(/\d/);
    }
  });

  it.each([
    ["US", "011"],
    ["AU", "001[14-689]|14(?:1[14]|34|4[17]|[56]6|7[47]|88)0011"],
    ["DE", undefined],
    ["GB", undefined],
  ])(
    "gives %s the prefix it dials abroad with, where it is not 00",
    (code, prefix) => {
      expect(byCode(code)?.abroadPrefix).toBe(prefix);
    },
  );

  it("dials abroad with no prefix that begins with 00 longer than the reading looks for", () => {
    // Every number one digit longer than the longest prefix: none begins with a longer one.
    const rests = 10 ** (LONGEST_ABROAD_PREFIX - 1);
    let longest = 0;
    for (const { abroadPrefix } of countries) {
      if (abroadPrefix === undefined) continue;
      const prefix = new RegExp(`^(?:${abroadPrefix})`);
      for (let rest = 0; rest < rests; rest++) {
        const digits = `00${String(rest).padStart(LONGEST_ABROAD_PREFIX - 1, "0")}`;
        longest = Math.max(longest, prefix.exec(digits)?.[0].length ?? 0);
      }
    }
    expect(longest).toBe(LONGEST_ABROAD_PREFIX);
  });

  it("starts a four-digit code's example after its area code", () => {
    expect(byCode("JM")?.examplePhone).toBe("210-1234");
    expect(byCode("US")?.examplePhone).toBe("(201) 555-0123");
  });

  it.each([
    ["GB", ["UK", "Great Britain"]],
    ["US", ["USA"]],
    ["TR", ["Republic of Turkey"]],
    ["NL", ["Holland", "Nederland"]],
    ["CZ", ["Czech Republic"]],
    ["DE", ["Deutschland"]],
  ])("knows %s by its other names too", (code, names) => {
    expect(byCode(code)?.otherNames).toEqual(expect.arrayContaining(names));
  });

  it("keeps only short other names in Latin letters that the shown name does not already hold", () => {
    for (const { name, otherNames = [] } of countries) {
      for (const other of otherNames) {
        expect(other).toMatch(/^[\p{Script=Latin}\s.'’()-]+$/u);
        expect(other).not.toMatch(/,/);
        expect(other.split(/[\s-]+/).length).toBeLessThanOrEqual(3);
        expect(name.toLowerCase()).not.toContain(other.toLowerCase());
      }
    }
    // The package's phonetic spelling of Angola's native name is no name a visitor types.
    expect(byCode("AO")?.otherNames).toBeUndefined();
    expect(byCode("DE")?.otherNames).not.toContain(
      "Federal Republic of Germany",
    );
  });

  it("is sorted by name", () => {
    const names = countries.map(({ name }) => name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });
});

describe("the Brazilian Portuguese list", () => {
  const names = new Map(
    countriesIn("por", "pt-BR").map(({ code, name }) => [code, name]),
  );

  it("spells names as Brazil does, not Portugal", () => {
    expect(names.get("PL")).toBe("Polônia");
    expect(names.get("CZ")).toBe("Tchéquia");
    expect(names.get("IR")).toBe("Irã");
    expect(names.get("VN")).toBe("Vietnã");
  });

  it("keeps a full name where CLDR writes a disambiguation", () => {
    expect(names.get("CD")).toBe("República Democrática do Congo");
    expect([...names.values()].filter((name) => / - |\(/.test(name))).toEqual(
      [],
    );
  });
});

describe("the search in every language's list", () => {
  const listOf = (language: Language) => {
    const { countryNames, tag } = languages[language];
    return countriesIn(countryNames, tag, countrySearchNames[language]);
  };

  it.each([
    ["en", "United States", "United Kingdom", "Germany"],
    ["es", "Estados Unidos", "Reino Unido", "Alemania"],
    ["pt-br", "Estados Unidos", "Reino Unido", "Alemanha"],
  ] as const)(
    "in %s finds the country a visitor means by USA, UK or Deutschland first",
    (language, usa, uk, deutschland) => {
      const list = listOf(language);
      const first = (query: string) => filterCountries(list, query)[0]?.name;
      expect(first("USA")).toBe(usa);
      expect(first("UK")).toBe(uk);
      expect(first("Deutschland")).toBe(deutschland);
    },
  );

  it.each([
    ["en", "England", "GB"],
    ["en", "scotland", "GB"],
    ["en", "America", "US"],
    ["es", "Inglaterra", "GB"],
    ["es", "EEUU", "US"],
    ["es", "ee. uu.", "US"],
    ["pt-br", "Escocia", "GB"],
    ["pt-br", "EUA", "US"],
  ] as const)(
    "in %s finds by %s, a name the package lacks, %s first",
    (language, query, code) => {
      expect(filterCountries(listOf(language), query)[0]?.code).toBe(code);
    },
  );

  it("lists every language's search names under a country of its list", () => {
    for (const language of languageCodes)
      for (const code of Object.keys(countrySearchNames[language]))
        expect(listOf(language).map((country) => country.code)).toContain(code);
  });
});
