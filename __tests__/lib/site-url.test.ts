import { parseSiteUrl } from "@/lib/site-url";

describe("parseSiteUrl", () => {
  it("puts a site at a domain's root without a base path", () => {
    expect(parseSiteUrl("https://solswipe.app/")).toEqual({
      siteUrl: "https://solswipe.app",
      origin: "https://solswipe.app",
      basePath: "",
    });
  });

  it("takes the base path of a project site from the URL's path", () => {
    expect(parseSiteUrl("https://example.github.io/solswipe/")).toEqual({
      siteUrl: "https://example.github.io/solswipe",
      origin: "https://example.github.io",
      basePath: "/solswipe",
    });
  });

  it("refuses what cannot be a site's address, saying what it expects", () => {
    for (const value of [
      "solswipe.app",
      "ftp://solswipe.app",
      "https://a.test/?x=1",
    ])
      expect(() => parseSiteUrl(value)).toThrow(/SITE_URL/);
  });
});
