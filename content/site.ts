export type Route = "/" | "/get" | "/token" | "/privacy";
export type NavItem = { href: Route; label: string };

export type Site = {
  name: string;
  tagline: string;
  description: string;
  contractAddress: string;
  social: { href: `https://${string}`; label: string };
  nav: NavItem[];
  cta: NavItem & { shortLabel: string };
  privacy: NavItem;
  legal: string;
};

export const site = {
  name: "Solswipe",
  tagline: "spend crypto like it's cash",
  description:
    "A prepaid virtual Visa card you fund with SOL and spend anywhere Apple Pay and Google Pay work.",
  // Placeholder until the business supplies the real mint: a valid base58 Solana address (32 bytes).
  contractAddress: "5tnmP8F6fTw3zxU7QnhC6xqcXyUpKWrGPfVjWm8NikUd",
  social: { href: "https://x.com/solswipe", label: "Solswipe on X" },
  nav: [
    { href: "/", label: "Home" },
    { href: "/token", label: "Token" },
  ],
  cta: { href: "/get", label: "Get your card", shortLabel: "Get card" },
  privacy: { href: "/privacy", label: "Privacy" },
  legal:
    "Solswipe cards are prepaid virtual Visa cards. Crypto is volatile: only fund what you are ready to spend. Visa is a trademark of Visa Inc.; Apple Pay and Google Pay are trademarks of their owners.",
} satisfies Site;

/** Words of the page chrome every route shares. */
export const chrome = {
  skipLink: "Skip to content",
  homeLinkLabel: `${site.name} home`,
  // Read after an external link's text by screen readers.
  newTabNote: "(opens in a new tab)",
  copyAddress: { label: "Copy contract address", copied: "Copied" },
  rightsLine: (year: number) => `© ${year} ${site.name}. All rights reserved.`,
} as const;
