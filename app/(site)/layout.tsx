import type { ReactNode } from "react";

import { Footer } from "@/components/layout/footer";

/** The shell of the reading pages: their sections, then the footer. /get has a shell of its own. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="main" className="pt-16">
        {children}
      </main>
      <Footer />
    </>
  );
}
