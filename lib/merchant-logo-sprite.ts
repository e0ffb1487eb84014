import { readFileSync } from "node:fs";
import { join } from "node:path";

import { type Merchant, merchants } from "@/content/merchants";

/** The file the carousel's logos are drawn from, under the site's base path. */
export const MERCHANT_LOGOS_PATH = "/merchant-logos.svg";

/** The id of a merchant's logo in that file. */
export const merchantSymbolId = (merchant: Merchant) =>
  `merchant-${merchant.name.toLowerCase()}`;

/** The path of a one-path Simple Icons file under public/. */
function logoPath(merchant: Merchant) {
  const svg = readFileSync(
    join(process.cwd(), "public", merchant.logo),
    "utf8",
  );
  const path = /<path d="([^"]+)"/.exec(svg)?.[1];
  if (!path) throw new Error(`${merchant.logo} has no single path`);
  return path;
}

/** Every merchant's logo as a <symbol>, in one SVG document. */
export function merchantLogoSprite() {
  const symbols = merchants
    .filter((merchant) => merchant.hasImage)
    .map(
      (merchant) =>
        `<symbol id="${merchantSymbolId(merchant)}" viewBox="0 0 24 24"><path d="${logoPath(merchant)}"/></symbol>`,
    );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`;
}
