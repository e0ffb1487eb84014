/** The deployment the sub-path e2e project checks: a project site on GitHub Pages. */
export const SUB_PATH_SITE_URL = "https://example.github.io/solswipe";
/** Where scripts/build-sub-path.mjs writes that export, beside out/. */
export const SUB_PATH_OUT = "out-sub-path";
