import type { Route } from "../site";
import { site } from "../site";

type NavItem = { href: Route; label: string };

export type SiteCopy = {
  tagline: string;
  description: string;
  socialLabel: string;
  nav: NavItem[];
  cta: NavItem & { shortLabel: string };
  privacy: NavItem;
  legal: string;
};

export type ChromeCopy = {
  skipLink: string;
  mainNavLabel: string;
  footerNavLabel: string;
  homeLinkLabel: string;
  /** Read after an external link's text by screen readers. */
  newTabNote: string;
  copyAddress: { label: string; copied: string };
  /** {year} */
  rightsLine: string;
  /** Names the language switcher: "Language". */
  languageLabel: string;
};

export const siteCopy = {
  tagline: "spend crypto like it's cash",
  description:
    "A prepaid virtual Visa card you fund with SOL and spend anywhere Apple Pay and Google Pay work.",
  socialLabel: `${site.name} on X`,
  nav: [
    { href: "/", label: "Home" },
    { href: "/token", label: "Token" },
  ],
  cta: { href: "/get", label: "Get your card", shortLabel: "Get card" },
  privacy: { href: "/privacy", label: "Privacy" },
  legal: `${site.name} cards are prepaid virtual Visa cards. Crypto is volatile: only fund what you are ready to spend. Visa is a trademark of Visa Inc.; Apple Pay and Google Pay are trademarks of their owners.`,
} satisfies SiteCopy;

/** Words of the page chrome every route shares. */
export const chrome = {
  skipLink: "Skip to content",
  mainNavLabel: "Main",
  footerNavLabel: "Footer",
  homeLinkLabel: `${site.name} home`,
  newTabNote: "(opens in a new tab)",
  copyAddress: { label: "Copy contract address", copied: "Copied" },
  rightsLine: `© {year} ${site.name}. All rights reserved.`,
  languageLabel: "Language",
} satisfies ChromeCopy;
