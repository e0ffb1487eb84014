import { merchantLogoSprite } from "@/lib/merchant-logo-sprite";

// Written to out/merchant-logos.svg at build time: one cached file for the carousel's logos, in
// place of a sprite written into every home page and again into its payload.
export const dynamic = "force-static";

export function GET() {
  return new Response(merchantLogoSprite(), {
    headers: { "content-type": "image/svg+xml" },
  });
}
