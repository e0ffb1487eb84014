// Where `npm run serve` sends a request: the rules of the nginx server block host-configs.ts
// writes, in the same order, so that local runs and tests see what production answers. The
// server contract specs hold both servers to the same table.
import {
  ALLOWED_METHODS,
  REDIRECTABLE_PATH,
  STATIC_ASSETS_PREFIX,
} from "./host-configs";

export const NOT_FOUND_PAGE = "404.html";

type Route =
  /** A file of the folder, by its path inside it (`get.html`), with the status to send it with. */
  | { kind: "file"; file: string; status: 200 | 404; immutable: boolean }
  | { kind: "redirect"; location: string }
  | { kind: "refuse"; status: 400 | 405 };

type Site = {
  /** "" at the domain's root, else the path the export was built for, e.g. `/solswipe`. */
  basePath: string;
  /** Whether the folder holds a regular file at this path (`get.html`, `_next/static/…`). */
  isFile: (file: string) => boolean;
};

const REDIRECT_FROM_SLASH = new RegExp(`^/(${REDIRECTABLE_PATH})/$`);
const REDIRECT_FROM_HTML = new RegExp(`^(/${REDIRECTABLE_PATH})\\.html$`);
// The not-found page answers missing paths; requested by name it is missing too, at the root and in
// each language's segment (the segments that have one).
const NOT_FOUND_NAMES = /^(?:\/([^/]+))?\/(404|_not-found)(\.html)?$/;
// Read by Netlify and Cloudflare Pages only: not pages of the site.
const HIDDEN = new Set(["/_headers", "/_redirects"]);

const BAD_REQUEST = { kind: "refuse", status: 400 } as const;
const NOT_FOUND = {
  kind: "file",
  file: NOT_FOUND_PAGE,
  status: 404,
  immutable: false,
} as const;

/**
 * The not-found page for a missing path: the one of the language whose segment it is under
 * (`/es/…` answers with es/404.html), else the site's own.
 */
function notFound(path: string, isFile: Site["isFile"]): Route {
  const segment = /^\/([^/]+)\//.exec(path)?.[1];
  const localized = segment && `${segment}/${NOT_FOUND_PAGE}`;
  return localized && isFile(localized)
    ? { ...NOT_FOUND, file: localized }
    : NOT_FOUND;
}

/**
 * The path as a server sees it: percent-decoded, slashes merged, `.` and `..` resolved. Null when
 * it is malformed (a broken escape, a NUL byte, a `..` above the root): 400, as nginx answers.
 * Bytes that are not UTF-8 read as U+FFFD, which no file of the export has in its name: such a
 * path is missing, and under a language's segment it gets that language's not-found page.
 */
export function decodePath(rawPath: string): string | null {
  const bytes: number[] = [];
  // Node hands the request line over byte for byte, as latin1.
  const raw = Buffer.from(rawPath, "latin1");
  for (let index = 0; index < raw.length; index += 1) {
    const byte = raw[index] ?? 0;
    if (byte !== 0x25) {
      bytes.push(byte);
      continue;
    }
    const hex = raw.subarray(index + 1, index + 3).toString("latin1");
    if (!/^[0-9a-f]{2}$/i.test(hex)) return null;
    bytes.push(Number.parseInt(hex, 16));
    index += 2;
  }
  if (bytes.includes(0)) return null;
  const text = Buffer.from(bytes).toString("utf8");
  const segments: string[] = [];
  const parts = text.split("/");
  for (const part of parts) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (segments.length === 0) return null;
      segments.pop();
    } else segments.push(part);
  }
  const last = parts.at(-1);
  const endsWithSlash = last === "" || last === "." || last === "..";
  return `/${segments.join("/")}${endsWithSlash && segments.length > 0 ? "/" : ""}`;
}

/** The query as received, with anything but printable ASCII escaped, ready for a `Location`. */
function querySuffix(query: string | undefined): string {
  // Like nginx's `$is_args`, an empty query is none.
  if (!query) return "";
  return `?${query.replace(/[^\x21-\x7e]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`)}`;
}

/** Only GET and HEAD reach a file; the target's path decides which one, or where to go instead. */
export function routeRequest(
  method: string,
  target: string,
  { basePath, isFile }: Site,
): Route {
  if (!(ALLOWED_METHODS as readonly string[]).includes(method))
    return { kind: "refuse", status: 405 };

  // A fragment is the browser's own and never sent; nginx ignores one written in the request.
  const withoutFragment = target.split("#", 1)[0] ?? "";
  // The absolute form (`GET http://host/path`) names a host in the request line: like nginx,
  // serve its path.
  const absolute = /^https?:\/\/[^/?]*(.*)$/i.exec(withoutFragment);
  if (!withoutFragment.startsWith("/") && !absolute) return BAD_REQUEST;
  const pathAndQuery = absolute
    ? `/${(absolute[1] ?? "").replace(/^\//, "")}`
    : withoutFragment;
  const queryStart = pathAndQuery.indexOf("?");
  const rawPath =
    queryStart === -1 ? pathAndQuery : pathAndQuery.slice(0, queryStart);
  const query =
    queryStart === -1 ? undefined : pathAndQuery.slice(queryStart + 1);

  const decoded = decodePath(rawPath);
  if (decoded === null) return BAD_REQUEST;

  const isUnderBase =
    decoded === basePath || decoded.startsWith(`${basePath}/`);
  if (!isUnderBase) return NOT_FOUND;
  const path = decoded.slice(basePath.length) || "/";
  const redirect = (to: string) =>
    ({
      kind: "redirect",
      location: `${basePath}${to}${querySuffix(query)}`,
    }) as const;

  const slashed = REDIRECT_FROM_SLASH.exec(path);
  if (slashed) return redirect(`/${slashed[1]}`);
  if (path === "/")
    return isFile("index.html")
      ? { kind: "file", file: "index.html", status: 200, immutable: false }
      : NOT_FOUND;
  if (path === "/index.html" || path === "/index")
    return redirect(basePath ? "" : "/");
  const notFoundName = NOT_FOUND_NAMES.exec(path);
  const segment = notFoundName?.[1];
  if (
    (notFoundName && (!segment || isFile(`${segment}/${NOT_FOUND_PAGE}`))) ||
    HIDDEN.has(path)
  )
    return notFound(path, isFile);
  const html = REDIRECT_FROM_HTML.exec(path);
  if (html) return redirect(html[1] ?? "/");

  // A backslash is a path separator on Windows: no name in the export has one.
  const file = path.slice(1);
  if (path.endsWith("/") || file.includes("\\")) return notFound(path, isFile);
  if (path.startsWith(STATIC_ASSETS_PREFIX))
    return isFile(file)
      ? { kind: "file", file, status: 200, immutable: true }
      : NOT_FOUND;
  if (isFile(file))
    return { kind: "file", file, status: 200, immutable: false };
  return isFile(`${file}.html`)
    ? { kind: "file", file: `${file}.html`, status: 200, immutable: false }
    : notFound(path, isFile);
}

/**
 * The base path a folder's pages were built for, read from where they load the framework's
 * scripts (`/solswipe/_next/static/…`): "" for a build at the domain's root.
 */
export function basePathOf(html: string): string {
  return /(?:src|href)="([^"]*?)\/_next\/static\//.exec(html)?.[1] ?? "";
}
