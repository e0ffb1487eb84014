import {
  DEFAULT_LANGUAGE,
  type Language,
  copyOf,
  languageCodes,
  languages,
  pathIn,
} from "@/content/languages";
import { routes, site } from "@/content/site";
import { buttonClasses } from "@/components/ui/button";
import { CopyAddressButton } from "./copy-address-button";
import { HideOnScroll } from "./hide-on-scroll";
import { LanguageSwitcher } from "./language-switcher";
import { LogoMark } from "./logo-mark";
import { NavLink } from "./nav-link";

export function Navbar({ language }: { language: Language }) {
  const { site: siteCopy, chrome } = copyOf(language);
  return (
    <HideOnScroll>
      <nav
        aria-label={chrome.mainNavLabel}
        className="max-w-content relative mx-auto flex h-(--navbar-height) items-center gap-0.5 px-2.5 max-[15rem]:flex-wrap max-[15rem]:content-center max-[15rem]:gap-y-2 sm:gap-3 sm:px-6 lg:px-8"
      >
        <NavLink
          href={pathIn(language, "/")}
          aria-label={chrome.homeLinkLabel}
          className="flex h-11 shrink-0 items-center gap-2.5 rounded-lg min-[22.5rem]:max-[25rem]:hidden"
        >
          {/* Phones show the mark alone. From 360 px the shortened address appears too, and both
              fit on one row with the links and the language globe from 400 px; in between, the
              address wins. The name joins them from 768 px, with the button's full label: from
              640 px (a laptop at 200 % zoom) the bar would need about 730 px. In rem, so that
              larger text counts as a narrower window, as zoom does. Below 240 px (a phone's
              text at 200 %) the button takes a second row, full width. */}
          <LogoMark className="max-sm:size-7" />
          <span className="hidden text-lg font-semibold tracking-tight md:inline">
            {site.name}
          </span>
        </NavLink>
        <CopyAddressButton
          address={site.contractAddress}
          copy={chrome.copyAddress}
          className="sm:ml-4"
        />
        <ul className="ml-auto flex items-center">
          {siteCopy.nav.map((item) => (
            <li
              key={item.href}
              // Below 320 px (large text on a phone), the mark beside the address leads home.
              className={item.href === "/" ? "max-[20rem]:hidden" : undefined}
            >
              <NavLink
                href={pathIn(language, item.href)}
                className="text-fg-muted hover:text-fg current-page-mark flex h-11 items-center rounded-full px-1 text-sm font-medium transition-colors min-[25rem]:px-1.5 sm:px-4"
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <LanguageSwitcher
          languages={languageCodes.map((code) => ({
            code,
            name: languages[code].name,
            tag: languages[code].tag,
          }))}
          current={language}
          defaultLanguage={DEFAULT_LANGUAGE}
          label={chrome.languageLabel}
          routes={routes}
        />
        <NavLink
          href={pathIn(language, siteCopy.cta.href)}
          className={buttonClasses({
            variant: "solid",
            size: "sm",
            className:
              "current-page-plain current-page-mark max-sm:px-3 max-[15rem]:w-full",
          })}
        >
          <span className="md:hidden">{siteCopy.cta.shortLabel}</span>
          <span className="hidden md:inline">{siteCopy.cta.label}</span>
        </NavLink>
      </nav>
    </HideOnScroll>
  );
}
