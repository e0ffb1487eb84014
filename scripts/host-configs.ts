// The files each kind of static host reads, all written from the one header set that
// lib/security-headers.ts builds, so every host sends the same policy.

type Headers = Record<string, string>;

/** Files under /_next/static/ are named after their content: a new build gives new names. */
export const STATIC_ASSETS_PREFIX = "/_next/static/";
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** Everything else keeps its URL from build to build: revalidate (a 304 when unchanged). */
export const REVALIDATE_CACHE = "no-cache";
/** What a server answers to any method but these: 405, saying which are allowed. */
export const ALLOWED_METHODS = ["GET", "HEAD"] as const;
/**
 * nginx's `large_client_header_buffers`: a request line longer than one buffer answers 414, a
 * header line longer than one, or a head longer than them all, 400. `npm run serve` holds the same.
 */
export const HEADER_BUFFERS = { count: 4, kilobytes: 16 } as const;

/**
 * The paths, without their leading slash, that a clean-URL redirect (`/get/` or `/get.html` to
 * `/get`) may be made from. Servers build the target from the decoded path, so a `\`, a control
 * character or a second slash at its start would send the browser to another host (`/\evil.example`
 * reads as `//evil.example`): a path outside this set is not redirected and answers 404.
 */
export const REDIRECTABLE_PATH = "[A-Za-z0-9_-][A-Za-z0-9._/-]*";

/**
 * Cloudflare Pages skips, with a warning only, a `_headers` line longer than this, name and value
 * included: the strictest host we ship for.
 */
export const MAX_HEADER_LINE_LENGTH = 2000;

/** A header as a line of `_headers` reads it, without the indent. */
export const headerLine = (name: string, value: string) => `${name}: ${value}`;

/** Fails the build when a header would not fit a line every host reads. */
export function assertHeadersFitEveryHost(headers: Headers): void {
  const tooLong = Object.entries(headers)
    .map(([name, value]) => [name, headerLine(name, value).length] as const)
    .filter(([, length]) => length > MAX_HEADER_LINE_LENGTH)
    .map(([name, length]) => `${name} (${length} characters)`);
  if (tooLong.length > 0)
    throw new Error(
      `Longer than the ${MAX_HEADER_LINE_LENGTH} characters Cloudflare Pages reads in a line of _headers: ${tooLong.join(", ")}.`,
    );
}

/**
 * `_redirects`, read by Netlify: an unknown path under a language's segment answers 404 with that
 * language's not-found page. Cloudflare Pages answers with the nearest 404.html on its own.
 */
export function redirectsFile(languageSegments: readonly string[]): string {
  const lines = languageSegments.map(
    (segment) => `/${segment}/*  /${segment}/404.html  404`,
  );
  return `${lines.join("\n")}\n`;
}

/** `_headers`, read by Netlify and Cloudflare Pages from the published folder. */
export function headersFile(headers: Headers): string {
  const lines = [
    "/*",
    ...Object.entries(headers).map(
      ([name, value]) => `  ${headerLine(name, value)}`,
    ),
    `${STATIC_ASSETS_PREFIX}*`,
    `  Cache-Control: ${IMMUTABLE_CACHE}`,
  ];
  return `${lines.join("\n")}\n`;
}

/**
 * The root `vercel.json`, read when Vercel builds the repository (imported from Git, or
 * `vercel deploy`). It is committed, so it cannot carry the build's script hashes: `headers` are
 * the build-independent ones, with a policy of only what a `<meta>` cannot carry. Every page's
 * `<meta>` policy holds the rest, and a browser enforces both, as strict as the full header.
 */
export function vercelJson(headers: Headers): string {
  const config = {
    $schema: "https://openapi.vercel.sh/vercel.json",
    // "Other": publish out/ as written, policy <meta> included, rather than Next's own output.
    framework: null,
    installCommand: "npm ci",
    // Vercel builds on Linux. _headers and _redirects are for Netlify and Cloudflare: not pages
    // to publish.
    buildCommand: "npm run build && rm out/_headers out/_redirects",
    outputDirectory: "out",
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      {
        source: "/(.*)",
        // Vercel revalidates what no rule caches (`max-age=0, must-revalidate`).
        headers: Object.entries(headers).map(([key, value]) => ({
          key,
          value,
        })),
      },
      {
        source: `${STATIC_ASSETS_PREFIX}(.*)`,
        headers: [{ key: "Cache-Control", value: IMMUTABLE_CACHE }],
      },
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

type NginxOptions = {
  /** Whether the build wrote `.gz` files beside the originals for nginx to send as they are. */
  hasPrecompressedFiles: boolean;
  /** The languages under a segment of their own (`es`), each with its own not-found page. */
  languageSegments: readonly string[];
};

/**
 * The answers nginx writes a page of its own for: HTML naming it. Those it makes before reading the
 * server block (a head past its buffers: 414, or 494 for a header line, which it sends as 400)
 * would also lack the block's Cache-Control. Each goes to a location that answers as `npm run
 * serve` does instead: the status's text, as plain text, with every header. nginx keeps the
 * status and a redirect's Location, and writes no charset on a redirect.
 */
export const PLAIN_ANSWERS = {
  301: "Moved Permanently",
  400: "Bad Request",
  405: "Method Not Allowed",
  414: "URI Too Long",
} as const;
const PLAIN_ANSWER_PREFIX = "/_status/";

function plainAnswerPages(): string[] {
  return [
    ...Object.keys(PLAIN_ANSWERS).map(
      (status) => `error_page ${status} ${PLAIN_ANSWER_PREFIX}${status};`,
    ),
    `error_page 494 =400 ${PLAIN_ANSWER_PREFIX}400;`,
  ];
}

/** Reached through `error_page` only. */
function plainAnswerLocations(): string[] {
  return [
    `location ^~ ${PLAIN_ANSWER_PREFIX} {`,
    "  internal;",
    "  default_type text/plain;",
    ...Object.entries(PLAIN_ANSWERS).flatMap(([status, text]) => [
      `  location = ${PLAIN_ANSWER_PREFIX}${status} {`,
      ...(status === "405"
        ? [`    set $allow "${ALLOWED_METHODS.join(", ")}";`]
        : []),
      `    return 200 "${text}";`,
      "  }",
    ]),
    "}",
  ];
}

/** The not-found page's own names answer 404, with `page` as the not-found page. */
function notFoundNames(prefix: string, page: string): string[] {
  return [
    `location = ${prefix}/404.html {`,
    "  internal;",
    `  error_page 404 ${page};`,
    "}",
    ...[
      `${prefix}/404`,
      `${prefix}/_not-found`,
      `${prefix}/_not-found.html`,
    ].flatMap((path) => [
      `location = ${path} {`,
      `  error_page 404 ${page};`,
      "  return 404;",
      "}",
    ]),
  ];
}

/**
 * The directives for an nginx `server` block whose `root` is out/: included after `root`, they
 * add clean URLs, the 404 page, the headers on every response (404 included) and caching.
 */
export function nginxServerConf(
  headers: Headers,
  { hasPrecompressedFiles, languageSegments }: NginxOptions,
): string {
  const lines = [
    "# Generated by `npm run build` from lib/security-headers.ts: edit that file, not this one.",
    "# Include it in the server block that serves out/, after `root`, e.g.",
    "#   server {",
    "#     listen 443 ssl http2;",
    "#     server_name example.com;",
    "#     root /var/www/solswipe;",
    "#     include /etc/nginx/snippets/solswipe.conf;",
    "#   }",
    "",
    "server_tokens off;",
    "# Redirects carry the path only, so they stay right behind a proxy or a TLS terminator.",
    "absolute_redirect off;",
    "charset utf-8;",
    "error_page 404 /404.html;",
    ...plainAnswerPages(),
    "# Whole files only, as `npm run serve` sends them: the site has nothing to seek in, and nginx's",
    "# answer to a range past a file's end (416) sends every header below twice.",
    "max_ranges 0;",
    "# A link with a long tracking query (up to 16 KB) opens the page; `npm run serve` holds the same.",
    `large_client_header_buffers ${HEADER_BUFFERS.count} ${HEADER_BUFFERS.kilobytes}k;`,
    "",
    "gzip on;",
    "gzip_vary on;",
    "gzip_types text/css application/javascript application/json application/manifest+json application/wasm image/svg+xml text/plain text/xml;",
    ...(hasPrecompressedFiles ? ["gzip_static on;"] : []),
    "",
    "# An add_header inside a location would drop every header below, so locations only change these.",
    `set $cache_control "${REVALIDATE_CACHE}";`,
    'set $allow "";',
    ...Object.entries(headers).map(
      ([name, value]) => `add_header ${name} "${value}" always;`,
    ),
    "add_header Cache-Control $cache_control always;",
    "# Empty, so not sent, but on a 405.",
    "add_header Allow $allow always;",
    "",
    "# A static site answers GET and HEAD; other methods get 405 on every path.",
    `if ($request_method !~ ^(${ALLOWED_METHODS.join("|")})$) {`,
    `  set $allow "${ALLOWED_METHODS.join(", ")}";`,
    "  return 405;",
    "}",
    "",
    "# Clean URLs: /get serves get.html; /get/, /get.html and /index.html redirect. A target is made",
    "# from the decoded path, so only paths that cannot read as another host's are redirected.",
    "# \\z, not $: PCRE's $ also matches before a final newline, and /get/%0A is no page.",
    `rewrite "^/(${REDIRECTABLE_PATH})/\\z" /$1 permanent;`,
    "location = / {",
    "  try_files /index.html =404;",
    "}",
    "location / {",
    "  try_files $uri $uri.html =404;",
    "}",
    "location = /index.html {",
    "  return 301 /$is_args$args;",
    "}",
    "location = /index {",
    "  return 301 /$is_args$args;",
    "}",
    `location ~ "^(?<page>/${REDIRECTABLE_PATH})\\.html\\z" {`,
    "  return 301 $page$is_args$args;",
    "}",
    "",
    "# The not-found page is the answer to a missing path, not a page of its own.",
    ...notFoundNames("", "/404.html"),
    "",
    "# Each language's segment answers a missing path with that language's not-found page.",
    ...languageSegments.flatMap((segment) => [
      `location /${segment}/ {`,
      `  error_page 404 /${segment}/404.html;`,
      "  try_files $uri $uri.html =404;",
      "}",
      ...notFoundNames(`/${segment}`, `/${segment}/404.html`),
    ]),
    "",
    `location ${STATIC_ASSETS_PREFIX} {`,
    "  # A year of caching for files that exist; a miss is the 404 page, revalidated.",
    "  try_files $uri =404;",
    `  set $cache_control "${IMMUTABLE_CACHE}";`,
    "}",
    "",
    "# What a redirect or a refusal reads, in place of nginx's own pages.",
    ...plainAnswerLocations(),
    "",
    "# Read by Netlify and Cloudflare Pages only: not pages of the site.",
    "location = /_headers {",
    "  return 404;",
    "}",
    "location = /_redirects {",
    "  return 404;",
    "}",
    "",
    "# Missing from Debian's mime.types; with nosniff the browser needs the right type.",
    "location = /manifest.webmanifest {",
    "  types {}",
    "  default_type application/manifest+json;",
    "}",
  ];
  return `${lines.join("\n")}\n`;
}

const CHARSET_META = /<meta charSet="utf-8"\/>/i;
const POLICY_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;

/**
 * The page with the policy as its first `<meta>` after the charset one (which must stay within
 * the first 1024 bytes): a meta policy only covers what comes after it.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const page = html.replace(POLICY_META, "");
  if (!CHARSET_META.test(page))
    throw new Error('No <meta charSet="utf-8"/> to put the policy after.');
  const content = policy.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
  return page.replace(
    CHARSET_META,
    (charset) =>
      `${charset}<meta http-equiv="Content-Security-Policy" content="${content}"/>`,
  );
}
