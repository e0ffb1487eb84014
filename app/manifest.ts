import type { MetadataRoute } from "next";

import { copyOf, DEFAULT_LANGUAGE } from "@/content/languages";
import { site } from "@/content/site";
import { brandColors } from "@/lib/brand";
import { withBasePath } from "@/lib/site-url";

export const dynamic = "force-static";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.name,
    short_name: site.name,
    // One manifest for the installed site, in the language it is written in first.
    description: copyOf(DEFAULT_LANGUAGE).site.description,
    start_url: withBasePath("/"),
    display: "standalone",
    background_color: brandColors.canvas,
    theme_color: brandColors.canvas,
    icons: [
      {
        src: withBasePath("/icon-192.png"),
        sizes: "192x192",
        type: "image/png",
      },
      {
        src: withBasePath("/icon-512.png"),
        sizes: "512x512",
        type: "image/png",
      },
      {
        src: withBasePath("/icon-512-maskable.png"),
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ],
  };
}
