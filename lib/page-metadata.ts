import type { Metadata } from "next";

import { site } from "@/content/site";
import { withBasePath } from "@/lib/site-url";

type PageMetadataInput = { title?: string; description: string; path: string };

/**
 * A page's title, description, canonical URL and sharing tags. A page's `openGraph` replaces the
 * layout's rather than merging with it, so the shared fields are repeated here.
 */
export function pageMetadata({
  title,
  description,
  path,
}: PageMetadataInput): Metadata {
  const shareTitle = title
    ? `${title} · ${site.name}`
    : `${site.name}: ${site.tagline}`;
  const url = withBasePath(path);
  return {
    ...(title && { title }),
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      siteName: site.name,
      locale: "en_US",
      url,
      title: shareTitle,
      description,
    },
    twitter: { card: "summary_large_image", title: shareTitle, description },
  };
}
