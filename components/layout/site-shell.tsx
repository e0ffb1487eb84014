import type { ReactNode } from "react";

import type { Language } from "@/content/languages";
import { Footer } from "./footer";

/** The shell of the reading pages: their sections, then the footer. /get has a shell of its own. */
export function SiteShell({
  language,
  children,
}: {
  language: Language;
  children: ReactNode;
}) {
  return (
    <>
      <main id="main" className="pt-(--navbar-height)">
        {children}
      </main>
      <Footer language={language} />
    </>
  );
}
