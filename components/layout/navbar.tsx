import { site } from "@/content/site";
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
        className="max-w-content mx-auto flex h-16 items-center gap-1.5 px-3 sm:gap-3 sm:px-6 lg:px-8"
      >
        <NavLink
          href="/"
          aria-label={`${site.name} home`}
          className="hidden shrink-0 rounded-lg sm:flex sm:items-center sm:gap-2.5"
        >
          <LogoMark />
          <span className="text-lg font-semibold tracking-tight">
            {site.name}
          </span>
        </NavLink>
        <CopyAddressButton address={site.contractAddress} className="sm:ml-4" />
        <ul className="ml-auto flex items-center">
          {site.nav.map((item) => (
            <li key={item.href}>
              <NavLink
                href={item.href}
                className="text-fg-muted hover:text-fg aria-[current=page]:text-fg flex h-11 items-center rounded-full px-2 text-sm font-medium transition-colors sm:px-4"
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <NavLink href={site.cta.href} className={buttonClasses({ size: "sm" })}>
          <span className="sm:hidden">{site.cta.shortLabel}</span>
          <span className="hidden sm:inline">{site.cta.label}</span>
        </NavLink>
      </nav>
    </HideOnScroll>
  );
}
