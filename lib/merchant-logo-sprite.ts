/** The file the carousel's logos are drawn from, under the site's base path. */
export const MERCHANT_LOGOS_PATH = "/merchant-logos.svg";

/** The id of a merchant's logo in that file. */
export const merchantSymbolId = (merchantName: string) =>
  `merchant-${merchantName.toLowerCase()}`;

/** A logo as its source file gives it: its one path and the credit its licence asks for, if any. */
type MerchantLogo = {
  merchantName: string;
  path: string;
  credit?: string;
};

/**
 * One SVG document holding each logo, a 24-unit single path, as a <symbol> named for its merchant,
 * with the credits first: the file is where the logos are reproduced, so it carries them.
 */
export function merchantLogoSprite(logos: readonly MerchantLogo[]) {
  const credits = logos.flatMap(({ credit }) =>
    credit ? [`<!-- ${credit} -->`] : [],
  );
  const symbols = logos.map(
    ({ merchantName, path }) =>
      `<symbol id="${merchantSymbolId(merchantName)}" viewBox="0 0 24 24"><path d="${path}"/></symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${[...credits, ...symbols].join("")}</svg>`;
}
