import type { ReactNode } from "react";

import { documentMetadata } from "@/content/metadata";
import { SiteDocument } from "@/components/layout/site-document";
import "../globals.css";

export { viewport } from "@/components/layout/viewport";

export const metadata = documentMetadata("en");

/** The English pages, at the site's root: no language segment in their URLs. */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteDocument language="en">{children}</SiteDocument>;
}
