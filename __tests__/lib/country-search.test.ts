import { filterCountries, findCountry } from "@/lib/country-search";

const countries = [
  { code: "CI", name: "Côte d'Ivoire", dialCode: "+225" },
  { code: "DE", name: "Germany", dialCode: "+49" },
  { code: "DK", name: "Denmark", dialCode: "+45" },
  { code: "JM", name: "Jamaica", dialCode: "+1 876" },
  { code: "NG", name: "Nigeria", dialCode: "+234" },
  { code: "US", name: "United States", dialCode: "+1" },
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

  it("matches the start of a dial code, with or without +", () => {
    expect(codes("+49")).toEqual(["DE"]);
    expect(codes("4")).toEqual(["DE", "DK"]);
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
