import { headersForPath, parseHeaderRules } from "@/scripts/header-rules";

const rules = parseHeaderRules(
  [
    "# comment",
    "/*",
    "  X-Frame-Options: DENY",
    "  Content-Security-Policy: default-src 'self'; img-src https://a.test",
    "/_next/static/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "",
  ].join("\n"),
);

describe("parseHeaderRules", () => {
  it("reads each path pattern with its headers, values kept whole", () => {
    expect(rules).toEqual([
      {
        path: "/*",
        headers: {
          "X-Frame-Options": "DENY",
          "Content-Security-Policy":
            "default-src 'self'; img-src https://a.test",
        },
      },
      {
        path: "/_next/static/*",
        headers: { "Cache-Control": "public, max-age=31536000, immutable" },
      },
    ]);
  });
});

describe("headersForPath", () => {
  it("sends every rule whose pattern matches the path", () => {
    expect(Object.keys(headersForPath(rules, "/get"))).toEqual([
      "X-Frame-Options",
      "Content-Security-Policy",
    ]);
    expect(headersForPath(rules, "/_next/static/chunks/a.js")).toMatchObject({
      "X-Frame-Options": "DENY",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  });
});
