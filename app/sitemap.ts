import type { MetadataRoute } from "next";

import { languageCodes, pathIn } from "@/content/languages";
import { languageAlternates } from "@/content/metadata";
import { type Route, routes } from "@/content/site";
import { SITE_URL } from "@/lib/site-url";

export const dynamic = "force-static";

const crawl = {
  "/": { changeFrequency: "weekly", priority: 1 },
  "/get": { changeFrequency: "monthly", priority: 0.8 },
  "/token": { changeFrequency: "weekly", priority: 0.7 },
  "/privacy": { changeFrequency: "monthly", priority: 0.3 },
} satisfies Record<
  Route,
  Pick<MetadataRoute.Sitemap[number], "changeFrequency" | "priority">
>;

/** Every page in every language, each naming its twins in the others. */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes.flatMap((route) =>
    languageCodes.map((language) => ({
      url: `${SITE_URL}${pathIn(language, route)}`,
      ...crawl[route],
      alternates: { languages: languageAlternates(route) },
    })),
  );
}
