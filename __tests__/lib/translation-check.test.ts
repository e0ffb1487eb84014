import {
  confirmTranslations,
  describeStale,
  staleTranslations,
  stringsByPath,
  unknownPaths,
} from "@/lib/translation-check";

const english = {
  hero: { title: "Spend crypto", claims: ["No fees", "Refund anytime"] },
  figure: 3,
};

describe("stringsByPath", () => {
  it("names every string of a copy object by its path, arrays by index", () => {
    expect([...stringsByPath(english)]).toEqual([
      ["hero.title", "Spend crypto"],
      ["hero.claims.0", "No fees"],
      ["hero.claims.1", "Refund anytime"],
    ]);
  });
});

describe("staleTranslations", () => {
  const madeFrom = {
    "hero.title": "Spend crypto",
    "hero.claims.0": "No annual fees",
  };

  it("names each string whose English changed since it was translated, and each never confirmed", () => {
    expect(staleTranslations(english, madeFrom)).toEqual([
      { path: "hero.claims.0", madeFrom: "No annual fees", english: "No fees" },
      { path: "hero.claims.1", madeFrom: undefined, english: "Refund anytime" },
    ]);
  });

  it("says what each was made from and what the English says now", () => {
    const [changed, unconfirmed] = staleTranslations(english, madeFrom);
    expect(describeStale("es", changed!)).toBe(
      'es hero.claims.0: translated from "No annual fees"; the English is now "No fees"',
    );
    expect(describeStale("es", unconfirmed!)).toMatch(/never confirmed/);
  });
});

describe("confirmTranslations", () => {
  it("records the English of the named strings only", () => {
    expect(
      confirmTranslations(english, { "hero.claims.0": "Old" }, ["hero.title"]),
    ).toEqual({ "hero.title": "Spend crypto", "hero.claims.0": "Old" });
  });

  it("confirms every stale string when none is named, and forgets strings the English lost", () => {
    const record = confirmTranslations(english, { "hero.gone": "Bye" });
    expect(staleTranslations(english, record)).toEqual([]);
    expect(record).not.toHaveProperty("hero.gone");
  });
});

describe("unknownPaths", () => {
  it("names what a marketer typed that is no string's path: a file name, a branch, a typo", () => {
    expect(
      unknownPaths(english, [
        "hero.title",
        "content/es/home.ts",
        "hero",
        "hero.tittle",
      ]),
    ).toEqual(["content/es/home.ts", "hero", "hero.tittle"]);
  });
});
