import { readFileSync } from "node:fs";
import { join } from "node:path";

import { merchants } from "@/content/merchants";
import { merchantLogoSprite } from "@/lib/merchant-logo-sprite";

// Written to out/merchant-logos.svg at build time: one cached file for the carousel's logos, in
// place of a sprite written into every home page and again into its payload.
export const dynamic = "force-static";

/** The path of a one-path Simple Icons file under public/. */
function logoPath(logo: string) {
  const svg = readFileSync(join(process.cwd(), "public", logo), "utf8");
  const path = /<path d="([^"]+)"/.exec(svg)?.[1];
  if (!path) throw new Error(`${logo} has no single path`);
  return path;
}

export function GET() {
  const logos = merchants
    .filter((merchant) => merchant.hasImage)
    .map(({ name, logo }) => ({ merchantName: name, path: logoPath(logo) }));
  return new Response(merchantLogoSprite(logos), {
    headers: { "content-type": "image/svg+xml" },
  });
}
