import type { ReactNode } from "react";

import { type Language, copyOf, languages } from "@/content/languages";
import { inter } from "@/app/inter";
import { Navbar } from "./navbar";
import { SkipLink } from "./skip-link";
import { StaleTranslationsNotice } from "./stale-translations-notice";

type SiteDocumentProps = { language: Language; children: ReactNode };

/** The document of every page, in one language: `<html lang>`, the skip link and the bar. */
export function SiteDocument({ language, children }: SiteDocumentProps) {
  return (
    <html lang={languages[language].tag} className={inter.variable}>
      <body>
        <SkipLink label={copyOf(language).chrome.skipLink} />
        <Navbar language={language} />
        {children}
        <StaleTranslationsNotice />
      </body>
    </html>
  );
}
