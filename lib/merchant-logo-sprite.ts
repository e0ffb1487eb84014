/** The file the carousel's logos are drawn from, under the site's base path. */
export const MERCHANT_LOGOS_PATH = "/merchant-logos.svg";

/** The id of a merchant's logo in that file. */
export const merchantSymbolId = (merchantName: string) =>
  `merchant-${merchantName.toLowerCase()}`;

/** One SVG document holding each logo, a 24-unit single path, as a <symbol> named for its merchant. */
export function merchantLogoSprite(
  logos: readonly { merchantName: string; path: string }[],
) {
  const symbols = logos.map(
    ({ merchantName, path }) =>
      `<symbol id="${merchantSymbolId(merchantName)}" viewBox="0 0 24 24"><path d="${path}"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}
