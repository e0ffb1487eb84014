import { existsSync, readdirSync, readFileSync } from "node:fs";

import { prefixedLanguages } from "../content/languages";
import { parseHeaderRules } from "../scripts/header-rules";
import {
  ALLOWED_METHODS,
  IMMUTABLE_CACHE,
  PLAIN_ANSWERS,
  REVALIDATE_CACHE,
} from "../scripts/host-configs";
import { expect } from "./fixtures";
import { rawRequest, type RawResponse } from "./raw-request";
import { test } from "./static-servers";

// What `npm run serve` and nginx with the generated server block both answer, so that local runs
// and tests see what production sends: the `serve` project runs this table against the one, the
// `nginx` project against the other.

const HTML = "text/html; charset=utf-8";
const PLAIN_TEXT = "text/plain; charset=utf-8";
const firstFile = (folder: string, extension: string) =>
  readdirSync(`out/${folder}`).find((name) => name.endsWith(extension));
const SCRIPT = `_next/static/chunks/${firstFile("_next/static/chunks", ".js")}`;
const STYLESHEET = `_next/static/chunks/${firstFile("_next/static/chunks", ".css")}`;

/** The `/*` rule of out/_headers: what every answer a visitor can see must carry. */
const POLICY = Object.fromEntries(
  Object.entries(
    parseHeaderRules(readFileSync("out/_headers", "utf8")).find(
      (rule) => rule.path === "/*",
    )?.headers ?? {},
  ).map(([name, value]) => [name.toLowerCase(), value]),
);

// What any server adds about the body and the connection, and caching (checked on its own).
const TRANSPORT_HEADERS = new Set([
  "accept-ranges",
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "content-type",
  "date",
  "etag",
  "keep-alive",
  "last-modified",
  "location",
  "server",
  "transfer-encoding",
  "vary",
]);

/** The headers a host adds of its own: all but the transport's, `Allow` among them. */
function policyHeaders(response: RawResponse): Record<string, string> {
  return Object.fromEntries(
    Object.entries(response.headers).filter(
      ([name]) => !TRANSPORT_HEADERS.has(name),
    ),
  );
}

type Row = {
  method?: string;
  target: string;
  status: number;
  /** The file of out/ the body is, byte for byte. */
  file?: string;
  location?: string;
  cache?: string;
  type?: string;
  /** The body, for an answer that is no page: its status's words. */
  text?: string;
  /** The answer needs a file system that tells `GET.html` from `get.html`, as Linux's do. */
  caseSensitive?: true;
};

const page = (target: string, file: string): Row => ({
  target,
  status: 200,
  file,
  cache: REVALIDATE_CACHE,
  type: HTML,
});
const missing = (target: string, file = "404.html"): Row => ({
  target,
  status: 404,
  file,
  cache: REVALIDATE_CACHE,
  type: HTML,
});
/** What every host we test answers a redirect or a refusal with, rather than a page of its own. */
const plain = (status: keyof typeof PLAIN_ANSWERS) => ({
  status,
  cache: REVALIDATE_CACHE,
  // nginx writes no charset on a redirect.
  type: status === 301 ? "text/plain" : PLAIN_TEXT,
  text: PLAIN_ANSWERS[status],
});
const redirect = (target: string, location: string): Row => ({
  target,
  location,
  ...plain(301),
});
const malformed = (target: string): Row => ({ target, ...plain(400) });

const TABLE: Record<string, Row[]> = {
  "a page answers with its file, revalidated on each visit": [
    page("/", "index.html"),
    page("/get", "get.html"),
    page("/token", "token.html"),
    page("/get?ref=newsletter", "get.html"),
    page("/legal/../token", "token.html"),
  ],
  "a file keeps its type, and only a hashed one under /_next/static/ is cached for a year":
    [
      {
        target: `/${SCRIPT}`,
        status: 200,
        file: SCRIPT,
        cache: IMMUTABLE_CACHE,
        type: "application/javascript; charset=utf-8",
      },
      {
        target: `/${STYLESHEET}`,
        status: 200,
        file: STYLESHEET,
        cache: IMMUTABLE_CACHE,
        type: "text/css",
      },
      ...(
        [
          ["flags/US.svg", "image/svg+xml"],
          ["merchant-logos.svg", "image/svg+xml"],
          ["icon-192.png", "image/png"],
          ["manifest.webmanifest", "application/manifest+json"],
          ["get.txt", "text/plain; charset=utf-8"],
          ["sitemap.xml", "text/xml; charset=utf-8"],
        ] as const
      ).map(([file, type]) => ({
        target: `/${file}`,
        status: 200,
        file,
        cache: REVALIDATE_CACHE,
        type,
      })),
    ],
  "a missing path answers 404 with the not-found page, revalidated": [
    missing("/no-such-page"),
    missing("/_next/static/chunks/no-such-chunk.js"),
    missing("/_next/static/chunks"),
    missing("/flags"),
    missing("/get%20"),
    { ...missing("/GET"), caseSensitive: true },
    // Bytes that are not UTF-8 cannot name a file of the export.
    missing("/%E0%A4"),
    // Nor can a newline: no redirect for one before the end.
    missing("/get/%0A"),
    missing("/get.html%0A"),
  ],
  "the not-found page and the hosts' files are not pages of their own": [
    missing("/404"),
    missing("/404.html"),
    missing("/_not-found"),
    missing("/_not-found.html"),
    missing("/_headers"),
    // Under a segment without its own not-found page, they are names like any other.
    redirect("/flags/404.html", "/flags/404"),
    missing("/flags/404"),
    missing("/deploy/nginx-server.conf"),
    missing("/package.json"),
  ],
  "a trailing slash, .html or index redirects to the clean URL, keeping the query":
    [
      redirect("/get/", "/get"),
      redirect("/token.html", "/token"),
      redirect("/get.html?ref=newsletter", "/get?ref=newsletter"),
      redirect("/index.html", "/"),
      redirect("/index", "/"),
      redirect("/get/.", "/get"),
      // An empty query is none, and a fragment is never the server's.
      redirect("/get/?", "/get"),
      redirect("/get.html?", "/get"),
      redirect("/get/#top", "/get"),
      page("/token#top", "token.html"),
    ],
  "a language's pages answer with their files, and a missing path under it with its not-found page":
    prefixedLanguages.flatMap((language) => {
      const notFound = `${language}/404.html`;
      return [
        page(`/${language}`, `${language}.html`),
        page(`/${language}/get`, `${language}/get.html`),
        page(`/${language}/token?ref=newsletter`, `${language}/token.html`),
        missing(`/${language}/no-such-page`, notFound),
        missing(`/${language}/get/no-such-view`, notFound),
        missing(`/${language}/%FF`, notFound),
        missing(`/${language}/404`, notFound),
        missing(`/${language}/404.html`, notFound),
        missing(`/${language}/_not-found`, notFound),
        missing(`/${language}/_not-found.html`, notFound),
        redirect(`/${language}/`, `/${language}`),
        redirect(`/${language}.html`, `/${language}`),
        redirect(`/${language}/privacy/`, `/${language}/privacy`),
        redirect(
          `/${language}/get.html?ref=newsletter`,
          `/${language}/get?ref=newsletter`,
        ),
      ];
    }),
  "a malformed path answers 400": [
    malformed("/get%00"),
    malformed("/flags/US.svg%00"),
    malformed("/%"),
    malformed("/%zz"),
    malformed("/%E0%A4%A"),
    malformed("/../deploy/nginx-server.conf"),
    malformed("/%2e%2e/deploy/nginx-server.conf"),
  ],
  "a method other than GET and HEAD answers 405": [
    ...["POST", "PUT", "DELETE", "PATCH", "OPTIONS"].map((method) => ({
      method,
      target: "/get",
      ...plain(405),
    })),
    { method: "POST", target: "/no-such-page", ...plain(405) },
    // A method no standard names, which Node's parser does not read.
    { method: "FOO", target: "/get", ...plain(405) },
    // nginx refuses these before reading its locations; Node hands CONNECT to a proxy.
    { method: "TRACE", target: "/", ...plain(405) },
    { method: "CONNECT", target: "/get", ...plain(405) },
  ],
};

// `npm run serve` matches each name case and all on any machine; nginx asks the file system, which
// on macOS and Windows finds get.html for /GET.
const NAMES_IGNORE_CASE = existsSync("out/GET.html");

for (const [behaviour, rows] of Object.entries(TABLE)) {
  test.describe(behaviour, () => {
    for (const { method = "GET", target, ...expected } of rows) {
      test(`${method} ${target}`, async ({ baseURL, staticServer }) => {
        test.skip(
          Boolean(expected.caseSensitive) &&
            NAMES_IGNORE_CASE &&
            staticServer === "nginx",
          "nginx on a case-insensitive file system serves get.html for /GET",
        );
        const response = await rawRequest(baseURL ?? "", target, { method });
        expect(response.status).toBe(expected.status);
        if (expected.location)
          expect(response.headers.location).toBe(expected.location);
        if (expected.cache)
          expect(response.headers["cache-control"]).toBe(expected.cache);
        if (expected.type)
          expect(response.headers["content-type"]).toBe(expected.type);
        if (expected.file)
          expect(
            response.body.equals(readFileSync(`out/${expected.file}`)),
          ).toBe(true);
        if (expected.text) expect(response.body.toString()).toBe(expected.text);
        const { allow, ...policy } = policyHeaders(response);
        expect(policy).toEqual(POLICY);
        expect(allow).toBe(
          expected.status === 405 ? ALLOWED_METHODS.join(", ") : undefined,
        );
      });
    }
  });
}

test("HEAD answers as GET does, without the body", async ({ baseURL }) => {
  const response = await rawRequest(baseURL ?? "", "/get", { method: "HEAD" });
  expect(response.status).toBe(200);
  expect(Number(response.headers["content-length"])).toBe(
    readFileSync("out/get.html").length,
  );
  expect(response.body.length).toBe(0);
});

test("HEAD from a browser that accepts gzip answers as its GET does", async ({
  baseURL,
}) => {
  const headers = { "Accept-Encoding": "gzip" };
  const get = await rawRequest(baseURL ?? "", "/get", { headers });
  const head = await rawRequest(baseURL ?? "", "/get", {
    method: "HEAD",
    headers,
  });
  expect(head.status).toBe(200);
  expect(head.headers["content-encoding"]).toBe("gzip");
  expect(head.headers["content-length"]).toBeUndefined();
  expect(head.headers.etag).toBe(get.headers.etag);
  expect(head.body.length).toBe(0);
});

test("a page asked for again with its ETag answers 304 Not Modified", async ({
  baseURL,
}) => {
  const first = await rawRequest(baseURL ?? "", "/get");
  const etag = first.headers.etag ?? "";
  expect(etag).not.toBe("");
  const again = await rawRequest(baseURL ?? "", "/get", {
    headers: { "If-None-Match": etag },
  });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
});

test("a compressed page's ETag is weak, and it or the page's date answers 304", async ({
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const compressed = { "Accept-Encoding": "gzip" };
  const first = await rawRequest(origin, "/get", { headers: compressed });
  const etag = first.headers.etag ?? "";
  expect(etag).toMatch(/^W\/"/);
  const plain = await rawRequest(origin, "/get");
  expect(plain.headers.etag).toBe(etag.slice(2));

  const validators: Record<string, string>[] = [
    { "If-None-Match": etag },
    { "If-None-Match": plain.headers.etag ?? "" },
    { "If-Modified-Since": first.headers["last-modified"] ?? "" },
  ];
  for (const validator of validators) {
    const again = await rawRequest(origin, "/get", {
      headers: { ...compressed, ...validator },
    });
    expect(again.status, JSON.stringify(validator)).toBe(304);
    // A 304 is not compressed: it names the file's own, strong ETag.
    expect(again.headers["content-encoding"]).toBeUndefined();
    expect(again.headers.etag).toBe(plain.headers.etag);
  }
  const changed = await rawRequest(origin, "/get", {
    headers: { "If-None-Match": '"another-version"' },
  });
  expect(changed.status).toBe(200);
});

test("a script is sent compressed to a browser that accepts gzip", async ({
  baseURL,
}) => {
  const response = await rawRequest(baseURL ?? "", `/${SCRIPT}`, {
    headers: { "Accept-Encoding": "gzip" },
  });
  expect(response.status).toBe(200);
  expect(response.headers["content-encoding"]).toBe("gzip");
});

test("a range is answered with the whole file, each header once, as every host we test sends it", async ({
  baseURL,
}) => {
  for (const range of ["bytes=0-9", "bytes=999999999-"]) {
    const response = await rawRequest(baseURL ?? "", "/get", {
      headers: { Range: range },
    });
    expect(response.status).toBe(200);
    expect(response.body.equals(readFileSync("out/get.html"))).toBe(true);
    expect(policyHeaders(response)).toEqual(POLICY);
    expect(response.headers["cache-control"]).toBe(REVALIDATE_CACHE);
    expect(response.headerNames).toEqual([...new Set(response.headerNames)]);
  }
});

test("a link with a long query (9,000 characters of tracking) opens the page", async ({
  baseURL,
}) => {
  const response = await rawRequest(
    baseURL ?? "",
    `/get?utm_content=${"a".repeat(9000)}`,
  );
  expect(response.status).toBe(200);
  expect(policyHeaders(response)).toEqual(POLICY);
});

test("a request whose head outgrows 16 KB a line, or 64 KB in all, is refused with our headers", async ({
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const long = "a".repeat(17_000);
  const refusals = [
    [414, await rawRequest(origin, `/get?utm_content=${long}`)],
    [414, await rawRequest(origin, `/get?utm_content=${long.repeat(5)}`)],
    [400, await rawRequest(origin, "/get", { headers: { Cookie: long } })],
    [
      400,
      await rawRequest(origin, "/get", {
        headers: Object.fromEntries(
          [1, 2, 3, 4, 5, 6, 7].map((n) => [`X-Note-${n}`, long.slice(7000)]),
        ),
      }),
    ],
  ] as const;
  for (const [status, response] of refusals) {
    expect(response.status).toBe(status);
    expect(policyHeaders(response)).toEqual(POLICY);
    expect(response.headers["cache-control"]).toBe(REVALIDATE_CACHE);
    expect(response.headers["content-type"]).toBe(PLAIN_TEXT);
    expect(response.body.toString()).toBe(PLAIN_ANSWERS[status]);
  }
});
