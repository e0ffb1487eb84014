import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { create } from "fontkit";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";

import { countriesIn } from "../content/countries";
import { copyOf, languageCodes, languages } from "../content/languages";

import { SITE_URL } from "../lib/site-url";
import { pageWeightCeilings } from "../scripts/bench/budgets";
import { firstLoadJs, firstLoadScripts } from "../scripts/first-load-scripts";
import { COMPILE_HINT } from "../scripts/compile-hint";
import { htmlPayload } from "../scripts/flight-text-rows";
import { headerLine, MAX_HEADER_LINE_LENGTH } from "../scripts/host-configs";
import { expect, test } from "./fixtures";

const OUT = "out";

function filesIn(directory: string, extension: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return filesIn(path, extension);
    return entry.name.endsWith(extension) ? [path] : [];
  });
}

/** Does a root-relative URL resolve to a file in out/ the way a static host maps it? */
function resolves(url: string): boolean {
  const path = decodeURIComponent(url.split(/[?#]/)[0] ?? "");
  if (path === "/") return existsSync(join(OUT, "index.html"));
  return existsSync(join(OUT, path)) || existsSync(join(OUT, `${path}.html`));
}

const pages = filesIn(OUT, ".html");

test("every exported page is valid HTML", async () => {
  expect(pages.length).toBeGreaterThanOrEqual(4);
  // .htmlvalidate.json: the standard preset checks conformance, not markup style React cannot
  // choose; it accepts React's javascript: placeholder on forms whose action is a function.
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  for (const page of pages) {
    const report = await validator.validateFile(page);
    const errors = report.results.flatMap((result) =>
      result.messages.map(
        (message) =>
          `${page}:${message.line}:${message.column} ${message.ruleId} ${message.message}`,
      ),
    );
    expect(errors, page).toEqual([]);
  }
});

test("every internal link, image, icon and script in the pages resolves", async () => {
  const broken: string[] = [];
  for (const page of pages) {
    const html = readFileSync(page, "utf8");
    const ids = new Set(
      [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]),
    );
    for (const [, fragment = ""] of html.matchAll(/\shref="#([^"]+)"/g)) {
      if (!ids.has(fragment)) broken.push(`${page}: #${fragment}`);
    }
    const urls = [
      ...[...html.matchAll(/\s(?:href|src|content)="([^"]+)"/g)].map(
        (match) => match[1] ?? "",
      ),
      ...[...html.matchAll(/\ssrcset="([^"]+)"/g)].flatMap((match) =>
        (match[1] ?? "")
          .split(",")
          .map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""),
      ),
    ].map((url) =>
      url.startsWith(SITE_URL) ? url.slice(SITE_URL.length) || "/" : url,
    );
    for (const url of urls) {
      if (url.startsWith("/") && !url.startsWith("//") && !resolves(url))
        broken.push(`${page}: ${url}`);
    }
  }
  expect(broken).toEqual([]);
});

test("every font and image the stylesheets reference resolves", async () => {
  const broken: string[] = [];
  for (const stylesheet of filesIn(OUT, ".css")) {
    for (const [, url = ""] of readFileSync(stylesheet, "utf8").matchAll(
      /url\(["']?([^"')]+)["']?\)/g,
    )) {
      if (url.startsWith("data:") || url.startsWith("#")) continue;
      const target = url.startsWith("/")
        ? join(OUT, url)
        : join(dirname(stylesheet), url);
      if (!existsSync(target.split(/[?#]/)[0] ?? ""))
        broken.push(`${stylesheet}: ${url}`);
    }
  }
  expect(broken).toEqual([]);
});

test("every page paints with its stylesheet inline, written once: its payload names it and no payload repeats it", async () => {
  const repeated: string[] = [];
  for (const file of [...pages, ...filesIn(OUT, ".txt")]) {
    const text = readFileSync(file, "utf8");
    const inHtml = file.endsWith(".html");
    if (inHtml) {
      expect(text, file).not.toContain('rel="stylesheet"');
      expect(text.match(/<style data-precedence="next"/g), file).toHaveLength(
        1,
      );
    }
    // Tailwind's first layer opens every copy of the stylesheet: in a <style> or a payload row.
    const copies = text.split("@layer properties").length - 1;
    if (copies !== (inHtml ? 1 : 0)) repeated.push(`${file}: ${copies} copies`);
  }
  expect(repeated).toEqual([]);
});

test("no page outweighs its ceiling: raw HTML and first-load JavaScript", async () => {
  const prefixes = languageCodes.map((code) => `${code}/`);
  const over: string[] = [];
  for (const file of pages) {
    const name = relative(OUT, file).split(sep).join("/");
    // es.html, es/get.html → index.html, get.html: a translated page is held to its twin's.
    const twin = prefixes.reduce(
      (path, prefix) =>
        path.startsWith(prefix) ? path.slice(prefix.length) : path,
      languageCodes.some((code) => name === `${code}.html`)
        ? "index.html"
        : name,
    );
    const route =
      twin === "index.html"
        ? "/"
        : twin === "404.html" || twin === "_not-found.html"
          ? "404"
          : `/${twin.replace(/\.html$/, "")}`;
    const ceiling = (
      pageWeightCeilings as Record<
        string,
        { htmlKb: number; firstLoadJsKb: number }
      >
    )[route];
    if (!ceiling) {
      over.push(`${name}: no ceiling in scripts/bench/budgets.ts`);
      continue;
    }
    const htmlKb = readFileSync(file).length / 1024;
    const jsKb = firstLoadJs(OUT, name).kb;
    if (htmlKb > ceiling.htmlKb)
      over.push(
        `${name}: ${htmlKb.toFixed(1)} KB of HTML, over ${ceiling.htmlKb}`,
      );
    if (jsKb > ceiling.firstLoadJsKb)
      over.push(
        `${name}: ${jsKb.toFixed(1)} KB of first-load JS, over ${ceiling.firstLoadJsKb}`,
      );
  }
  expect(over).toEqual([]);
});

test("every script a page loads first is compiled as it streams in, and no lazy chunk is", async () => {
  const firstLoad = new Set(
    pages.flatMap((file) =>
      [...firstLoadScripts(readFileSync(file, "utf8"))].map((src) =>
        join(OUT, src),
      ),
    ),
  );
  const wrong = filesIn(join(OUT, "_next"), ".js").flatMap((file) => {
    const hinted = readFileSync(file, "utf8").startsWith(`${COMPILE_HINT}\n`);
    if (hinted === firstLoad.has(file)) return [];
    return [
      `${file}: ${hinted ? "lazy, yet hinted" : "loaded first, not hinted"}`,
    ];
  });
  expect(firstLoad.size).toBeGreaterThan(0);
  expect(wrong).toEqual([]);
});

test("the web manifest's icons exist", async () => {
  const manifest = JSON.parse(
    readFileSync(join(OUT, "manifest.webmanifest"), "utf8"),
  ) as { icons: { src: string }[] };
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons)
    expect(resolves(icon.src), icon.src).toBe(true);
});

test("the subset font has a glyph for every character the pages and the /get views show", async () => {
  const [fontFile, ...others] = filesIn(OUT, ".woff2");
  expect(others, "one web font").toEqual([]);
  const font = create(readFileSync(fontFile ?? ""));
  if (!("characterSet" in font)) throw new Error("not a single font");
  const covered = new Set(font.characterSet);
  // What the HTML shows, plus each language's /get views and country list, which render in the
  // browser only.
  const text = [
    ...pages.map((page) =>
      readFileSync(page, "utf8")
        .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, "")
        .replace(/<[^>]+>/g, " ")
        .replace(/&[a-z]+;|&#x?[0-9a-f]+;/gi, " "),
    ),
    ...languageCodes.flatMap((language) => {
      const { countryNames, tag } = languages[language];
      return [
        JSON.stringify(copyOf(language).get),
        ...countriesIn(countryNames, tag).map((country) => country.name),
      ];
    }),
  ].join("");
  const missing = new Set(
    [...text].filter(
      (character) =>
        /\S/u.test(character) && !covered.has(character.codePointAt(0) ?? 0),
    ),
  );
  expect(
    [...missing],
    "run `npm run build` again after editing content/",
  ).toEqual([]);
});

/** The script-src sources of the policy in a page's <meta>. */
function metaScriptSources(html: string): Set<string> {
  const policy =
    /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(
      html,
    )?.[1] ?? "";
  const scriptSrc = policy
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .split(";")
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith("script-src "));
  return new Set(scriptSrc?.split(/\s+/).slice(1) ?? []);
}

/** What every host sends beside the page: the headers of _headers, nginx's block and vercel.json. */
function hostHeaders(): Record<string, Record<string, string>> {
  const headersFile = readFileSync(join(OUT, "_headers"), "utf8");
  const netlify = Object.fromEntries(
    headersFile
      .split("\n/_next/static/*")[0]!
      .split("\n")
      .slice(1)
      .map((line) =>
        line
          .trim()
          .split(/:\s(.*)/s)
          .slice(0, 2),
      ),
  );
  const nginx = Object.fromEntries(
    [
      ...readFileSync(join("deploy", "nginx-server.conf"), "utf8").matchAll(
        /^add_header (\S+) "([^"]*)" always;$/gm,
      ),
    ].map(([, name, value]) => [name, value]),
  );
  const vercel = Object.fromEntries(
    (
      JSON.parse(readFileSync("vercel.json", "utf8")) as {
        headers: { headers: { key: string; value: string }[] }[];
      }
    ).headers[0]!.headers.map(({ key, value }) => [key, value]),
  );
  return { netlify, nginx, vercel };
}

test("each page allows exactly its own inline scripts, and no host's policy header blocks them", async () => {
  const uncovered: string[] = [];
  const hosts = hostHeaders();
  for (const page of pages) {
    const html = readFileSync(page, "utf8");
    const allowed = metaScriptSources(html);
    const own = new Set<string>();
    for (const [, body = ""] of html.matchAll(
      /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g,
    )) {
      const source = `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
      own.add(source);
      if (!allowed.has(source)) uncovered.push(`${page}: ${source}`);
    }
    // No hash of another page's: each page's policy is its own.
    const foreign = [...allowed].filter(
      (source) => source.startsWith("'sha256-") && !own.has(source),
    );
    expect(foreign, page).toEqual([]);
  }
  expect(uncovered).toEqual([]);
  // A header policy with a script-src would block every page's inline scripts: they are the
  // page's own policy's to allow.
  for (const [host, headers] of Object.entries(hosts))
    expect(headers["Content-Security-Policy"], host).not.toMatch(
      /script-src|default-src/,
    );
});

test("no host is sent a header whose line passes the 2,000 characters Cloudflare reads", async () => {
  for (const [host, headers] of Object.entries(hostHeaders()))
    for (const [name, value] of Object.entries(headers))
      expect(
        headerLine(name, value).length,
        `${host} ${name}`,
      ).toBeLessThanOrEqual(MAX_HEADER_LINE_LENGTH);
});

/** Strings of a language's copy long enough to be its own: sentences, not names or figures. */
function sentencesOf(language: (typeof languageCodes)[number]) {
  const strings = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === "string") {
      if (value.length >= 24 && /\s\p{L}+\s/u.test(value)) strings.add(value);
    } else if (value && typeof value === "object")
      Object.values(value).forEach(visit);
  };
  visit(copyOf(language));
  return strings;
}

test("each page carries its own language's words only, in its HTML and its first-load scripts", async () => {
  const scriptsOf = (html: string) =>
    [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) =>
      readFileSync(join(OUT, match[1] ?? ""), "utf8"),
    );
  const found: string[] = [];
  for (const language of languageCodes) {
    const others = languageCodes
      .filter((other) => other !== language)
      .flatMap((other) => [...sentencesOf(other)]);
    const own = sentencesOf(language);
    const html = readFileSync(
      join(OUT, language === "en" ? "index.html" : `${language}.html`),
      "utf8",
    );
    const getHtml = readFileSync(
      join(OUT, language === "en" ? "get.html" : `${language}/get.html`),
      "utf8",
    );
    // The payload's literals escape quotes: its text is compared as React reads it.
    const text = [html, getHtml, htmlPayload(html), htmlPayload(getHtml)]
      .concat(scriptsOf(html), scriptsOf(getHtml))
      .join("\n");
    for (const sentence of others)
      if (!own.has(sentence) && text.includes(sentence))
        found.push(`${language}: ${sentence}`);
  }
  expect(found).toEqual([]);
});
