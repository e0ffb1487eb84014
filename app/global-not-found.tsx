import type { Metadata } from "next";

import { copyOf } from "@/content/languages";
import { documentMetadata } from "@/content/metadata";
import { site } from "@/content/site";
import { SiteDocument } from "@/components/layout/site-document";
import { NotFoundPage } from "@/components/not-found/not-found-page";
import "./globals.css";

export { viewport } from "@/components/layout/viewport";

// Next marks the not-found page `noindex` itself; a `robots` entry here printed the tag twice.
export const metadata: Metadata = {
  ...documentMetadata("en"),
  // No layout's title template reaches this page: it carries the whole title.
  title: `${copyOf("en").notFound.title} · ${site.name}`,
};

/** Every unknown path outside the languages' segments: out/404.html. */
export default function GlobalNotFound() {
  return (
    <SiteDocument language="en">
      <NotFoundPage language="en" />
    </SiteDocument>
  );
}
