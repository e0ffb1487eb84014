import { filterCountries, findCountry } from "@/lib/country-search";

const countries = [
  { code: "CI", name: "Côte d'Ivoire", dialCode: "+225" },
  { code: "DE", name: "Germany", dialCode: "+49" },
  { code: "DK", name: "Denmark", dialCode: "+45" },
  {
    code: "GB",
    name: "United Kingdom",
    dialCode: "+44",
    otherNames: ["UK", "Great Britain"],
  },
  { code: "JM", name: "Jamaica", dialCode: "+1 876" },
  {
    code: "MA",
    name: "Morocco",
    dialCode: "+212",
    otherNames: ["Kingdom of Morocco"],
  },
  { code: "NG", name: "Nigeria", dialCode: "+234" },
  {
    code: "TR",
    name: "Türkiye",
    dialCode: "+90",
    otherNames: ["Republic of Turkey"],
  },
  { code: "UA", name: "Ukraine", dialCode: "+380" },
  { code: "US", name: "United States", dialCode: "+1", otherNames: ["USA"] },
];

const codes = (query: string) =>
  filterCountries(countries, query).map(({ code }) => code);

describe("filterCountries", () => {
  it("returns everything for an empty query", () => {
    expect(codes("  ")).toHaveLength(countries.length);
  });

  it("matches names regardless of case, best matches first", () => {
    expect(codes("GER")).toEqual(["DE", "NG"]);
  });

  it("ignores accents", () => {
    expect(codes("cote")).toEqual(["CI"]);
  });

  it("puts the exact two-letter code first", () => {
    expect(codes("de")[0]).toBe("DE");
  });

  it("finds a country by another name it goes by, the whole of one first", () => {
    expect(codes("usa")).toEqual(["US"]);
    expect(codes("UK")).toEqual(["GB", "UA"]);
    expect(codes("turkey")).toEqual(["TR"]);
    expect(codes("great b")).toEqual(["GB"]);
  });

  it("matches another name only at the start of one of its words", () => {
    expect(codes("urkey")).toEqual([]);
    expect(codes("brit")).toEqual(["GB"]);
  });

  it("ranks another name with a word the query begins before a name that merely contains it", () => {
    expect(codes("king")).toEqual(["MA", "GB"]);
  });

  it("matches the start of a dial code, with or without + or the 00 of a call abroad", () => {
    expect(codes("+49")).toEqual(["DE"]);
    expect(codes("0049")).toEqual(["DE"]);
    expect(codes("00 1876")).toEqual(["JM"]);
    expect(codes("4")).toEqual(["DE", "DK", "GB"]);
    expect(codes("1876")).toEqual(["JM"]);
    expect(codes("+1 876")).toEqual(["JM"]);
  });

  it("puts the countries whose dial code is exactly the digits typed first", () => {
    expect(codes("+1")).toEqual(["US", "JM"]);
  });
});

describe("findCountry", () => {
  it("finds by code or returns undefined", () => {
    expect(findCountry(countries, "JM")?.name).toBe("Jamaica");
    expect(findCountry(countries, "XX")).toBeUndefined();
  });
});
