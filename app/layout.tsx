import type { ReactNode } from "react";
import type { Metadata, Viewport } from "next";

import { shareImageFor } from "@/content/share";
import { chrome, site } from "@/content/site";
import { brandColors } from "@/lib/brand";
import { sharingImages } from "@/lib/page-metadata";
import { SITE_ORIGIN } from "@/lib/site-url";
import { Navbar } from "@/components/layout/navbar";
import { inter } from "./inter";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(SITE_ORIGIN),
  title: {
    default: `${site.name}: ${site.tagline}`,
    template: `%s · ${site.name}`,
  },
  description: site.description,
  applicationName: site.name,
  // What a page without sharing tags of its own shows, the not-found page among them.
  ...sharingImages(shareImageFor("/")),
};

export const viewport: Viewport = {
  themeColor: brandColors.canvas,
  colorScheme: "dark",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body>
        <a
          href="#main"
          className="bg-accent text-accent-ink z-skip-link sr-only rounded-full px-4 py-2 font-semibold focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {chrome.skipLink}
        </a>
        <Navbar />
        {children}
      </body>
    </html>
  );
}
