import { ArrowUpRight } from "lucide-react";

import { type Language, copyOf, pathIn } from "@/content/languages";
import { site } from "@/content/site";
import { fill } from "@/lib/template";
import { cn } from "@/lib/utils";
import { Container } from "@/components/ui/container";
import { ExternalLink } from "@/components/ui/external-link";
import { LogoMark } from "./logo-mark";
import { NavLink } from "./nav-link";

const linkClass =
  "touch-target rounded text-sm text-fg-muted transition-colors hover:text-fg";

export function Footer({ language }: { language: Language }) {
  const { site: siteCopy, chrome } = copyOf(language);
  const year = new Date().getFullYear();

  return (
    <footer className="border-line render-later border-t [--render-later-height:31.5rem] min-[30rem]:[--render-later-height:28rem] sm:[--render-later-height:31rem] min-[45rem]:[--render-later-height:27.5rem] md:[--render-later-height:25.5rem] min-[56.25rem]:[--render-later-height:23rem]">
      <Container className="grid gap-10 py-14 sm:grid-cols-[1fr_auto] sm:py-16">
        <div className="max-w-sm space-y-4">
          <div className="flex items-center gap-2.5">
            <LogoMark />
            <p className="text-lg font-semibold tracking-tight">{site.name}</p>
          </div>
          <p className="text-fg-muted text-sm leading-relaxed">
            {siteCopy.description}
          </p>
        </div>
        <nav aria-label={chrome.footerNavLabel}>
          {/* Rows 44 px apart, so that each link's touch target is its own. */}
          <ul className="flex flex-wrap gap-x-8 gap-y-6 sm:justify-end">
            {[...siteCopy.nav, siteCopy.cta, siteCopy.privacy].map((item) => (
              <li key={item.href}>
                {/* As in the bar: the page shown is marked, and its link does nothing. */}
                <NavLink
                  href={pathIn(language, item.href)}
                  className={cn(linkClass, "current-page-mark")}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <ExternalLink
                href={site.socialHref}
                newTabNote={chrome.newTabNote}
                className={cn(linkClass, "inline-flex items-center gap-1")}
              >
                {siteCopy.socialLabel}
                <ArrowUpRight className="size-3.5" aria-hidden="true" />
              </ExternalLink>
            </li>
          </ul>
        </nav>
        <div className="border-line text-fg-muted space-y-3 border-t pt-8 text-xs leading-relaxed sm:col-span-2">
          <p>{siteCopy.legal}</p>
          <p>{fill(chrome.rightsLine, { year })}</p>
        </div>
      </Container>
    </footer>
  );
}
