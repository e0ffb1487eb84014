import { readFileSync } from "node:fs";
import { join } from "node:path";

import { merchants } from "@/content/merchants";
import { merchantLogoSprite } from "@/lib/merchant-logo-sprite";

// Written to out/merchant-logos.svg at build time: one cached file for the carousel's logos, in
// place of a sprite written into every home page and again into its payload.
export const dynamic = "force-static";

/** A one-path Simple Icons file in content/merchant-logos/, and the credit written in it. */
function readLogo(file: string) {
  const svg = readFileSync(
    join(process.cwd(), "content", "merchant-logos", file),
    "utf8",
  );
  const path = /<path d="([^"]+)"/.exec(svg)?.[1];
  if (!path) throw new Error(`${file} has no single path`);
  return { path, credit: /<!--\s*(.*?)\s*-->/s.exec(svg)?.[1] };
}

export function GET() {
  const logos = merchants.flatMap(({ name, logo }) =>
    logo ? [{ merchantName: name, ...readLogo(logo) }] : [],
  );
  return new Response(merchantLogoSprite(logos), {
    headers: { "content-type": "image/svg+xml" },
  });
}
