import type { Route } from "./site";
import { business } from "./business";
import { hero, issuedBadge } from "./home";
import { privacyPage } from "./privacy";
import { site } from "./site";
import { allocationCards, tokenHero } from "./token";

/** What the picture beside the headline shows. */
export type ShareArt = "card" | "card-issued" | "token" | "privacy";

/** A route's sharing image, drawn by `scripts/render-share-images.mjs` on every build. */
export type ShareImage = {
  route: Route;
  titleParts: { lead: string; highlight: string };
  subtitle: string;
  art: ShareArt;
  /** The image's alt text: what the picture says to someone who cannot see it. */
  alt: string;
};

const wallets = business.wallets.join(" and ");
const liquidityShare = allocationCards.find(
  (card) => card.tag === "Liquidity Pool",
)?.percent;

export const shareImages = [
  {
    route: "/",
    titleParts: hero.titleParts,
    subtitle: `Fund a virtual ${business.cardNetwork} card with SOL. Pay with ${wallets}.`,
    art: "card",
    alt: `${site.name}: a prepaid virtual ${business.cardNetwork} card funded with SOL, with the headline ${hero.title}`,
  },
  {
    route: "/get",
    titleParts: {
      lead: "Your card, issued in",
      highlight: `${business.cardIssueSeconds} seconds.`,
    },
    subtitle: `Order a prepaid ${business.cardNetwork} card you fund with SOL, for a one-time ${business.issuanceFeeUsd} USD.`,
    art: "card-issued",
    alt: `${site.name}: order a prepaid virtual ${business.cardNetwork} card, issued in ${business.cardIssueSeconds} seconds.`,
  },
  {
    route: "/token",
    titleParts: tokenHero.titleParts,
    subtitle: `${liquidityShare}% of the supply in the liquidity pool, and the ${business.fairLaunchLiquiditySol} SOL that seeded it burned.`,
    art: "token",
    alt: `${site.name} token: ${tokenHero.titleParts.highlight} ${liquidityShare}% of the supply sits in the liquidity pool.`,
  },
  {
    route: "/privacy",
    titleParts: privacyPage.titleParts,
    subtitle: "No cookies, no local storage, no analytics.",
    art: "privacy",
    alt: `${site.name} privacy: ${privacyPage.titleParts.lead} ${privacyPage.titleParts.highlight} No cookies, no local storage, no analytics.`,
  },
] satisfies ShareImage[];

/** The pictures' size, the one every platform shows whole. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** Where the build writes a route's picture, under public/: /share/home.png for "/". */
export function shareImagePath(route: Route) {
  return `/share/${route === "/" ? "home" : route.slice(1)}.png`;
}

/** A route's picture, as its page's sharing tags name it. */
export function shareImageFor(route: Route) {
  const image = shareImages.find((entry) => entry.route === route);
  if (!image) throw new Error(`No sharing image for ${route}`);
  return { path: shareImagePath(route), alt: image.alt, ...SHARE_IMAGE_SIZE };
}

/** The words drawn inside the pictures. */
export const shareArt = {
  cardKind: "Virtual",
  issued: issuedBadge,
  tokenFigures: tokenHero.figures,
  privacyFacts: privacyPage.facts.slice(0, 4),
} as const;
