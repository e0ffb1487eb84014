import { readFileSync } from "node:fs";
import { STATUS_CODES } from "node:http";

import { sceneRuntimeHosts, sceneUrl } from "@/content/scene";
import {
  buildIndependentHeaders,
  buildSecurityHeaders,
} from "@/lib/security-headers";
import {
  assertHeadersFitEveryHost,
  headersFile,
  IMMUTABLE_CACHE,
  MAX_HEADER_LINE_LENGTH,
  nginxServerConf,
  PLAIN_ANSWERS,
  REDIRECTABLE_PATH,
  redirectsFile,
  vercelJson,
  withPolicyMeta,
} from "@/scripts/host-configs";

const headers = {
  "Content-Security-Policy": "default-src 'self'; frame-ancestors 'none'",
  "X-Frame-Options": "DENY",
};

describe("headersFile", () => {
  it("sends the headers on every path and caches /_next/static/ for a year", () => {
    expect(headersFile(headers)).toBe(
      [
        "/*",
        "  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'",
        "  X-Frame-Options: DENY",
        "/_next/static/*",
        `  Cache-Control: ${IMMUTABLE_CACHE}`,
        "",
      ].join("\n"),
    );
  });
});

describe("vercelJson", () => {
  const config = JSON.parse(vercelJson(headers));

  it("has Vercel build the repository and publish out/ as written, with clean URLs", () => {
    expect(config).toMatchObject({
      framework: null,
      installCommand: "npm ci",
      outputDirectory: "out",
      cleanUrls: true,
      trailingSlash: false,
    });
    expect(config.buildCommand).toMatch(/^npm run build && /);
  });

  it("sends the headers on every path", () => {
    expect(config.headers[0]).toEqual({
      source: "/(.*)",
      headers: [
        {
          key: "Content-Security-Policy",
          value: "default-src 'self'; frame-ancestors 'none'",
        },
        { key: "X-Frame-Options", value: "DENY" },
      ],
    });
  });

  it("caches /_next/static/ for a year", () => {
    expect(config.headers[1]).toEqual({
      source: "/_next/static/(.*)",
      headers: [{ key: "Cache-Control", value: IMMUTABLE_CACHE }],
    });
  });

  it("is committed as lib/security-headers.ts builds it, so a Git import gets today's policy", () => {
    const expected = vercelJson(
      buildIndependentHeaders(
        buildSecurityHeaders({
          inlineScriptHashes: [],
          sceneUrl,
          sceneRuntimeHosts,
        }),
      ),
    );
    expect(readFileSync("vercel.json", "utf8")).toBe(expected);
  });
});

describe("REDIRECTABLE_PATH", () => {
  const redirectable = new RegExp(`^${REDIRECTABLE_PATH}$`);

  it("takes the site's own paths", () => {
    for (const path of ["get", "token", "_not-found", "flags/US.svg"])
      expect(path).toMatch(redirectable);
  });

  it("refuses whatever a browser could read as another host once put after a slash", () => {
    for (const path of [
      "\\evil.example",
      "/evil.example",
      "\tevil",
      " evil",
      ".",
      "@evil",
    ])
      expect(path).not.toMatch(redirectable);
  });
});

describe("assertHeadersFitEveryHost", () => {
  it("passes lines up to Cloudflare's limit, name included, and names the header past it", () => {
    // "A: " and the value make the line.
    const atLimit = { A: "x".repeat(MAX_HEADER_LINE_LENGTH - 3) };
    expect(() => assertHeadersFitEveryHost(atLimit)).not.toThrow();
    expect(() =>
      assertHeadersFitEveryHost({
        "Content-Security-Policy": "x".repeat(MAX_HEADER_LINE_LENGTH - 24),
      }),
    ).toThrow(/Content-Security-Policy \(2001 characters\)/);
  });
});

describe("nginxServerConf", () => {
  const conf = nginxServerConf(headers, {
    hasPrecompressedFiles: false,
    languageSegments: ["es"],
  });

  it("adds every header on every response, error pages included", () => {
    expect(conf).toContain(
      `add_header Content-Security-Policy "default-src 'self'; frame-ancestors 'none'" always;`,
    );
    expect(conf).toContain('add_header X-Frame-Options "DENY" always;');
  });

  it("keeps add_header out of the locations, where it would drop the server's headers", () => {
    const locations = conf.split(/^location /m).slice(1);
    expect(locations.length).toBeGreaterThan(0);
    for (const location of locations)
      expect(location.split("\n}")[0]).not.toContain("add_header");
  });

  it("hides _headers, _redirects and the not-found page by name, and answers unknown paths with 404.html", () => {
    for (const path of ["/_headers", "/_redirects"])
      expect(conf).toContain(`location = ${path} {\n  return 404;`);
    for (const path of ["/404", "/_not-found"])
      expect(conf).toContain(
        `location = ${path} {\n  error_page 404 /404.html;\n  return 404;`,
      );
    expect(conf).toContain("error_page 404 /404.html;");
  });

  it("answers an unknown path under a language's segment with that language's not-found page", () => {
    expect(conf).toContain(
      "location /es/ {\n  error_page 404 /es/404.html;\n  try_files $uri $uri.html =404;\n}",
    );
    expect(conf).toContain(
      "location = /es/404 {\n  error_page 404 /es/404.html;\n  return 404;",
    );
  });

  it("builds its redirects only from paths that cannot read as another host", () => {
    expect(conf).toContain(
      `rewrite "^/(${REDIRECTABLE_PATH})/\\z" /$1 permanent;`,
    );
    expect(conf).toContain(
      `location ~ "^(?<page>/${REDIRECTABLE_PATH})\\.html\\z" {`,
    );
    expect(conf).not.toMatch(/\(\.\+\)|\/\.\+\)/);
  });

  it("answers methods other than GET and HEAD with 405, saying which are allowed", () => {
    expect(conf).toContain("if ($request_method !~ ^(GET|HEAD)$) {");
    expect(conf).toContain('set $allow "GET, HEAD";');
  });

  it("answers redirects and refusals with their status's words, as `npm run serve` does, not nginx's pages", () => {
    for (const [status, text] of Object.entries(PLAIN_ANSWERS)) {
      expect(text).toBe(STATUS_CODES[status]);
      expect(conf).toContain(`error_page ${status} /_status/${status};`);
      expect(conf).toMatch(
        new RegExp(
          `location = /_status/${status} \\{\n(.*\n)?    return 200 "${text}";`,
        ),
      );
    }
    // nginx's own code for a header line past its buffer, which it sends as 400.
    expect(conf).toContain("error_page 494 =400 /_status/400;");
    expect(conf).toContain(
      'location = /_status/405 {\n    set $allow "GET, HEAD";',
    );
    expect(conf).toContain("location ^~ /_status/ {\n  internal;");
  });

  it("serves precompressed files only when the build wrote some", () => {
    expect(conf).not.toContain("gzip_static");
    expect(
      nginxServerConf(headers, {
        hasPrecompressedFiles: true,
        languageSegments: [],
      }),
    ).toContain("gzip_static on;");
  });
});

describe("redirectsFile", () => {
  it("answers Netlify's unknown paths under each language with its not-found page, status 404", () => {
    expect(redirectsFile(["es", "pt-br"])).toBe(
      "/es/*  /es/404.html  404\n/pt-br/*  /pt-br/404.html  404\n",
    );
  });
});

describe("withPolicyMeta", () => {
  const page =
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>boot()</script></head></html>';

  it("puts the policy right after the charset, before any script", () => {
    expect(withPolicyMeta(page, "default-src 'self'")).toBe(
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/><script>boot()</script></head></html>',
    );
  });

  it("replaces the policy of an earlier run rather than adding a second one", () => {
    const twice = withPolicyMeta(
      withPolicyMeta(page, "default-src 'none'"),
      "default-src 'self'",
    );
    expect(twice).toBe(withPolicyMeta(page, "default-src 'self'"));
  });

  it("refuses a page without a charset meta instead of leaving it unprotected", () => {
    expect(() => withPolicyMeta("<html><head></head></html>", "x")).toThrow();
  });
});
