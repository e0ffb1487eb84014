import type { ReactNode } from "react";

import { type Language, copyOf, languages } from "@/content/languages";
import { inter } from "@/app/inter";
import { Navbar } from "./navbar";
import { StaleTranslationsNotice } from "./stale-translations-notice";

type SiteDocumentProps = { language: Language; children: ReactNode };

/** The document of every page, in one language: `<html lang>`, the skip link and the bar. */
export function SiteDocument({ language, children }: SiteDocumentProps) {
  return (
    <html lang={languages[language].tag} className={inter.variable}>
      <body>
        <a
          href="#main"
          className="bg-accent text-accent-ink z-skip-link sr-only rounded-full px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {copyOf(language).chrome.skipLink}
        </a>
        <Navbar language={language} />
        {children}
        <StaleTranslationsNotice />
      </body>
    </html>
  );
}
