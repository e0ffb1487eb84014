import type { Route } from "../site";
import type { TitleParts } from "../section-intro";
import type { TokenFigure } from "./token";
import type { PrivacyFact } from "./privacy";
import { business } from "../business";
import { joinTitle } from "../section-intro";
import { site } from "../site";
import { home } from "./home";
import { privacy } from "./privacy";
import { token } from "./token";

/** What the picture beside the headline shows. */
type ShareArt = "card" | "card-issued" | "token" | "privacy";

/** A route's sharing image, drawn by `scripts/render-share-images.mjs` on every build. */
type ShareImage = {
  titleParts: TitleParts;
  subtitle: string;
  art: ShareArt;
  /** The image's alt text: what the picture says to someone who cannot see it. */
  alt: string;
};

export type ShareCopy = {
  images: Record<Route, ShareImage>;
  /** The words drawn inside the pictures. */
  art: {
    cardKind: string;
    issued: string;
    tokenFigures: TokenFigure[];
    privacyFacts: PrivacyFact[];
  };
};

const wallets = business.wallets.join(" and ");
const liquidityShare = business.allocationPercent.liquidityPool;

export const share = {
  images: {
    "/": {
      titleParts: home.hero.titleParts,
      subtitle: `Fund a virtual ${business.cardNetwork} card with SOL. Pay with ${wallets}.`,
      art: "card",
      alt: `${site.name}: a prepaid virtual ${business.cardNetwork} card funded with SOL, with the headline ${joinTitle(home.hero.titleParts)}`,
    },
    "/get": {
      titleParts: {
        lead: "Your card, issued in",
        highlight: `${business.cardIssueSeconds} seconds.`,
      },
      subtitle: `Order a prepaid ${business.cardNetwork} card you fund with SOL, for a one-time ${business.issuanceFeeUsd} USD.`,
      art: "card-issued",
      alt: `${site.name}: order a prepaid virtual ${business.cardNetwork} card, issued in ${business.cardIssueSeconds} seconds.`,
    },
    "/token": {
      titleParts: token.hero.titleParts,
      subtitle: `${liquidityShare}% of the supply in the liquidity pool, and the ${business.fairLaunchLiquiditySol} SOL that seeded it burned.`,
      art: "token",
      alt: `${site.name} token: ${token.hero.titleParts.highlight} ${liquidityShare}% of the supply sits in the liquidity pool.`,
    },
    "/privacy": {
      titleParts: privacy.titleParts,
      subtitle: "No cookies, no local storage, no analytics.",
      art: "privacy",
      alt: `${site.name} privacy: ${joinTitle(privacy.titleParts)} No cookies, no local storage, no analytics.`,
    },
  },
  art: {
    cardKind: "Virtual",
    issued: home.hero.issuedBadge,
    tokenFigures: token.hero.figures,
    privacyFacts: privacy.facts.slice(0, 4),
  },
} satisfies ShareCopy;
