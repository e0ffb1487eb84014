import type { Metadata } from "next";

import { withBasePath } from "@/lib/site-url";

type PageMetadataInput = {
  /** The brand, which names every page, and its tagline in the page's language. */
  site: { name: string; tagline: string };
  title?: string;
  description: string;
  /** The page's own path, in its language: "/es/get". */
  path: string;
  /** og:locale of the page and of its other languages: "es_LA". */
  locale: string;
  alternateLocales: string[];
  /** Every language's address of the page, by hreflang, x-default included. */
  languages: Record<string, string>;
  /** The page's sharing picture: its root-relative path, its text and its size. */
  image: SharingImage;
};

type SharingImage = {
  path: string;
  alt: string;
  width: number;
  height: number;
};

/** Sharing tags for a picture the site serves, under the base path it is built for. */
export function sharingImages({ path, ...image }: SharingImage): Metadata {
  const images = [{ url: withBasePath(path), type: "image/png", ...image }];
  return {
    openGraph: { images },
    twitter: { card: "summary_large_image", images },
  };
}

/**
 * A page's title, description, canonical URL, alternates and sharing tags. A page's `openGraph`
 * replaces the layout's rather than merging with it, so the shared fields are repeated here.
 */
export function pageMetadata({
  site,
  title,
  description,
  path,
  locale,
  alternateLocales,
  languages,
  image,
}: PageMetadataInput): Metadata {
  const shareTitle = title
    ? `${title} · ${site.name}`
    : `${site.name}: ${site.tagline}`;
  const url = withBasePath(path);
  const { openGraph, twitter } = sharingImages(image);
  return {
    ...(title && { title }),
    description,
    alternates: { canonical: url, languages },
    openGraph: {
      type: "website",
      siteName: site.name,
      locale,
      alternateLocale: alternateLocales,
      url,
      title: shareTitle,
      description,
      ...openGraph,
    },
    twitter: { ...twitter, title: shareTitle, description },
  };
}
