import type { ReactNode } from "react";

import { languageOfSegment } from "@/content/languages";
import { SiteShell } from "@/components/layout/site-shell";

export default async function SiteLayout({
  params,
  children,
}: {
  params: Promise<{ lang: string }>;
  children: ReactNode;
}) {
  const language = languageOfSegment((await params).lang);
  return <SiteShell language={language}>{children}</SiteShell>;
}
