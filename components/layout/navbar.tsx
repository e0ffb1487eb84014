import { chrome, site } from "@/content/site";
import { buttonClasses } from "@/components/ui/button";
import { CopyAddressButton } from "./copy-address-button";
import { HideOnScroll } from "./hide-on-scroll";
import { LogoMark } from "./logo-mark";
import { NavLink } from "./nav-link";

export function Navbar() {
  return (
    <HideOnScroll>
      <nav
        aria-label="Main"
        className="max-w-content mx-auto flex h-16 items-center gap-1 px-2.5 sm:gap-3 sm:px-6 lg:px-8"
      >
        <NavLink
          href="/"
          aria-label={chrome.homeLinkLabel}
          className="flex h-11 shrink-0 items-center gap-2.5 rounded-lg min-[360px]:max-[389px]:hidden"
        >
          {/* Phones show the mark alone. From 360 px the shortened address appears too, and both fit
              on one row with the links from 390 px; in between, the address wins. */}
          <LogoMark className="max-sm:size-7" />
          <span className="hidden text-lg font-semibold tracking-tight sm:inline">
            {site.name}
          </span>
        </NavLink>
        <CopyAddressButton address={site.contractAddress} className="sm:ml-4" />
        <ul className="ml-auto flex items-center">
          {site.nav.map((item) => (
            <li key={item.href}>
              <NavLink
                href={item.href}
                className="text-fg-muted hover:text-fg aria-[current=page]:text-fg flex h-11 items-center rounded-full px-1.5 text-sm font-medium transition-colors sm:px-4"
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <NavLink
          href={site.cta.href}
          className={buttonClasses({ size: "sm", className: "max-sm:px-3.5" })}
        >
          <span className="sm:hidden">{site.cta.shortLabel}</span>
          <span className="hidden sm:inline">{site.cta.label}</span>
        </NavLink>
      </nav>
    </HideOnScroll>
  );
}
