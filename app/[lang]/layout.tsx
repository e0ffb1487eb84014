import type { ReactNode } from "react";

import { languageOfSegment, prefixedLanguages } from "@/content/languages";
import { documentMetadata } from "@/content/metadata";
import { SiteDocument } from "@/components/layout/site-document";
import "../globals.css";

export { viewport } from "@/components/layout/viewport";

type LanguageParams = { params: Promise<{ lang: string }> };

// Every language but English, each under its own segment: /es, /pt-br. Nothing else matches.
export const dynamicParams = false;

export function generateStaticParams() {
  return prefixedLanguages.map((lang) => ({ lang }));
}

export async function generateMetadata({ params }: LanguageParams) {
  return documentMetadata(languageOfSegment((await params).lang));
}

export default async function LanguageLayout({
  params,
  children,
}: LanguageParams & { children: ReactNode }) {
  const language = languageOfSegment((await params).lang);
  return <SiteDocument language={language}>{children}</SiteDocument>;
}
