import { basePathOf, decodePath, routeRequest } from "@/scripts/route-request";

const FILES = new Set([
  "index.html",
  "get.html",
  "404.html",
  "es/404.html",
  "flags/US.svg",
  "_next/static/chunks/app.js",
  "_headers",
]);
const site = { basePath: "", isFile: (file: string) => FILES.has(file) };
const route = (target: string, method = "GET") =>
  routeRequest(method, target, site);
const NOT_FOUND = {
  kind: "file",
  file: "404.html",
  status: 404,
  immutable: false,
};

describe("decodePath", () => {
  it("decodes escapes, merges slashes and resolves dot segments as nginx does", () => {
    expect(decodePath("/a%2F%2Fb/./c/../get")).toBe("/a/b/get");
    expect(decodePath("//get//")).toBe("/get/");
    expect(decodePath("/get/.")).toBe("/get/");
  });

  it("calls broken escapes, NUL bytes and a climb above the root malformed", () => {
    for (const path of [
      "/%",
      "/%zz",
      "/%E0%A4%A",
      "/get%00",
      "/../x",
      "/%2e%2e/x",
    ])
      expect(decodePath(path)).toBeNull();
  });

  it("reads bytes that are not UTF-8 as U+FFFD rather than malformed", () => {
    expect(decodePath("/es/%E0%A4")).toBe("/es/\uFFFD");
  });
});

describe("routeRequest", () => {
  it("serves a page by its clean URL and a file by its name", () => {
    expect(route("/")).toEqual({
      kind: "file",
      file: "index.html",
      status: 200,
      immutable: false,
    });
    expect(route("/get?ref=x")).toMatchObject({
      file: "get.html",
      status: 200,
    });
    expect(route("/flags/US.svg")).toMatchObject({ file: "flags/US.svg" });
  });

  it("caches a hashed file for a year only when it exists", () => {
    expect(route("/_next/static/chunks/app.js")).toMatchObject({
      status: 200,
      immutable: true,
    });
    expect(route("/_next/static/chunks/gone.js")).toEqual(NOT_FOUND);
  });

  it("redirects a trailing slash, .html and index to the clean URL with the query", () => {
    expect(route("/get/?a=b")).toEqual({
      kind: "redirect",
      location: "/get?a=b",
    });
    expect(route("/get.html")).toEqual({ kind: "redirect", location: "/get" });
    expect(route("/index.html?a")).toEqual({
      kind: "redirect",
      location: "/?a",
    });
  });

  it("drops an empty query from a redirect, as nginx does", () => {
    expect(route("/get/?")).toEqual({ kind: "redirect", location: "/get" });
    expect(route("/get.html?")).toEqual({ kind: "redirect", location: "/get" });
  });

  it("never redirects a path that could read as another host", () => {
    for (const target of [
      "/%5Cevil.example/",
      "/\\evil.example/",
      "/%09/evil.example/",
      "/%5Cevil.example.html",
      "/%20/evil.example.html",
    ])
      expect(route(target)).toEqual(NOT_FOUND);
  });

  it("escapes whatever in the query a Location cannot carry", () => {
    expect(route("/get/?a=\u00e9 b")).toEqual({
      kind: "redirect",
      location: "/get?a=%E9%20b",
    });
  });

  it("answers the not-found page and _headers by name with 404", () => {
    for (const target of ["/404", "/404.html", "/_not-found", "/_headers"])
      expect(route(target)).toEqual(NOT_FOUND);
    expect(route("/es/404.html")).toEqual({
      ...NOT_FOUND,
      file: "es/404.html",
    });
  });

  it("treats a not-found page's name under another segment as any other path", () => {
    expect(route("/flags/404.html")).toEqual({
      kind: "redirect",
      location: "/flags/404",
    });
    expect(route("/flags/404")).toEqual(NOT_FOUND);
  });

  it("answers a path that is not UTF-8 with its language's not-found page", () => {
    expect(route("/%FF")).toEqual(NOT_FOUND);
    expect(route("/es/%FF")).toEqual({ ...NOT_FOUND, file: "es/404.html" });
  });

  it("refuses other methods with 405 and malformed paths with 400", () => {
    expect(route("/get", "POST")).toEqual({ kind: "refuse", status: 405 });
    expect(route("/get%00")).toEqual({ kind: "refuse", status: 400 });
    expect(route("*")).toEqual({ kind: "refuse", status: 400 });
  });

  it("serves the path of an absolute-form target, never its host", () => {
    expect(route("http://evil.example/get/")).toEqual({
      kind: "redirect",
      location: "/get",
    });
  });

  it("serves a sub-path build under its base path only, and redirects within it", () => {
    const under = { ...site, basePath: "/solswipe" };
    expect(routeRequest("GET", "/solswipe", under)).toMatchObject({
      file: "index.html",
      status: 200,
    });
    expect(routeRequest("GET", "/solswipe/get", under)).toMatchObject({
      file: "get.html",
    });
    expect(routeRequest("GET", "/get", under)).toEqual(NOT_FOUND);
    expect(routeRequest("GET", "/solswipe/get/", under)).toEqual({
      kind: "redirect",
      location: "/solswipe/get",
    });
    expect(routeRequest("GET", "/solswipe/index.html", under)).toEqual({
      kind: "redirect",
      location: "/solswipe",
    });
  });
});

describe("basePathOf", () => {
  it("reads the base path from where a page loads the framework's scripts", () => {
    expect(
      basePathOf('<script src="/solswipe/_next/static/chunks/a.js"></script>'),
    ).toBe("/solswipe");
    expect(basePathOf('<link href="/_next/static/chunks/a.css"/>')).toBe("");
  });
});
