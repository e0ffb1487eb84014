const DEFAULT_SITE_URL = "https://solswipe.app";

/**
 * The address a deployment answers at, from SITE_URL (see .env.example). Canonical URLs, sharing
 * tags and the sitemap are built from it, and its path, if any, is the base path the export is
 * built for: `https://example.github.io/solswipe` puts every page and file under `/solswipe`.
 */
export function parseSiteUrl(value: string | undefined = DEFAULT_SITE_URL): {
  siteUrl: string;
  origin: string;
  basePath: string;
} {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `SITE_URL must be an absolute URL such as ${DEFAULT_SITE_URL}, not "${value}".`,
    );
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash)
    throw new Error(
      `SITE_URL must be an http(s) address without a query or fragment, not "${value}".`,
    );
  const basePath = url.pathname.replace(/\/+$/, "");
  return { siteUrl: `${url.origin}${basePath}`, origin: url.origin, basePath };
}

const { siteUrl, origin, basePath } = parseSiteUrl(
  process.env.SITE_URL || undefined,
);

/** Where the site is deployed, without a trailing slash: `https://solswipe.app`. */
export const SITE_URL = siteUrl;
/**
 * The metadata base: the origin alone. Next already puts the base path in the URLs of the
 * file-based images (`app/icon.svg`, `app/apple-icon.png`), and would add it twice from a base with
 * a path.
 */
export const SITE_ORIGIN = origin;
/** The path the site is served under: "" at a domain's root, else e.g. `/solswipe`. */
export const BASE_PATH = basePath;

/**
 * A root-relative URL of the site as the browser must request it. Next adds the base path to its
 * own links and assets; plain `<img src>` and metadata file lists need this.
 */
export function withBasePath(path: string): string {
  return `${BASE_PATH}${path}`;
}
