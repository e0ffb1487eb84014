import type { SectionIntro } from "./section-intro";
import { business, cardValidity } from "./business";

/** The headline in two parts: the highlight is drawn in the accent gradient. */
const heroTitle = { lead: "Spend crypto like it's", highlight: "cash." };

export const issuedBadge = `Issued in ${business.cardIssueSeconds} s`;

export const hero = {
  eyebrow: `Prepaid virtual ${business.cardNetwork}, funded with SOL`,
  titleParts: heroTitle,
  title: `${heroTitle.lead} ${heroTitle.highlight}`,
  subtitle:
    "Instantly fund your card with SOL and swipe online or in-store—no limits.",
  secondaryCta: { href: "#faq", label: "Read the FAQ" },
};

export const claims = [
  "No annual fees",
  "No hidden fees",
  "Refund anytime",
  `Card issued in ${business.cardIssueSeconds} seconds`,
  `${business.supportedMerchants} supported merchants`,
] satisfies string[];

export type FeatureIcon = "wallet" | "store" | "rotate";
export type Feature = { icon: FeatureIcon; title: string; description: string };

export const featuresIntro = {
  eyebrow: "Why Solswipe",
  title: "Your SOL, ready at every checkout.",
  description:
    "One virtual card that turns your crypto into everyday spending, without the usual fine print.",
} satisfies SectionIntro;

/** What the steps and the fee schedule below do not already show. */
export const features = [
  {
    icon: "wallet",
    title: "Spend only what you load",
    description:
      "It is prepaid: you spend what you have loaded and nothing more. No credit, no debt, no bill at the end of the month.",
  },
  {
    icon: "store",
    title: "Online and in store",
    description: `Shop at ${business.supportedMerchants} supported merchants online, and pay in person almost everywhere (Uber is the one exception).`,
  },
  {
    icon: "rotate",
    title: "Refund anytime",
    description:
      "Changed your mind? Ask for a refund whenever you like. With no annual fee, there is nothing to keep paying for.",
  },
] satisfies Feature[];

export const badges = [
  business.cardNetwork,
  ...business.wallets,
  "Funded with SOL",
  "No annual fees",
  "No hidden fees",
  "Refund anytime",
  issuedBadge,
  `${business.supportedMerchants} merchants`,
  `Valid ${cardValidity}`,
  `Top up from $${business.minimumTopUpUsd}`,
  `${business.tokenTradeFeePercent}% token trading fees`,
] satisfies string[];

export const badgesLabel = "Card highlights";

export const merchantsIntro = {
  eyebrow: "Accepted where you shop",
  title: `${business.supportedMerchants} merchants and counting.`,
  description:
    "From marketplaces to subscriptions and app stores, spend your SOL with the brands you already use.",
} satisfies SectionIntro;

export const merchantsListLabel = "Supported merchants";

export const faqIntro = {
  eyebrow: "FAQ",
  title: "Questions, answered.",
  description:
    "What buyers ask before they order: getting started, funding with SOL, wallets, fees, privacy and the token.",
} satisfies SectionIntro;
