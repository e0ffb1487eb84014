/** Where the site is deployed: canonical URLs, Open Graph and the sitemap are built from it. */
export const SITE_URL = (
  process.env.SITE_URL ?? "https://solswipe.app"
).replace(/\/$/, "");
