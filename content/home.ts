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

export type FeatureIcon =
  "wallet" | "smartphone" | "store" | "zap" | "receipt" | "rotate";
export type Feature = { icon: FeatureIcon; title: string; description: string };

export const featuresIntro = {
  eyebrow: "Why Solswipe",
  title: "Your SOL, ready at every checkout.",
  description:
    "One virtual card that turns your crypto into everyday spending, without the usual fine print.",
} satisfies SectionIntro;

export const features = [
  {
    icon: "wallet",
    title: "Fund it with SOL",
    description: `Top up straight from your wallet, from $${business.minimumTopUpUsd} or the equivalent in your chosen currency or crypto.`,
  },
  {
    icon: "smartphone",
    title: business.wallets.join(" and "),
    description: `Add the card to your phone and pay with a tap, like any other ${business.cardNetwork} card.`,
  },
  {
    icon: "store",
    title: "Online and in store",
    description: `Shop at ${business.supportedMerchants} supported merchants online, and pay in person almost everywhere (Uber is the one exception).`,
  },
  {
    icon: "zap",
    title: `Issued in ${business.cardIssueSeconds} seconds`,
    description: `No waiting for post: your card is ready before your coffee is, and valid for ${cardValidity}.`,
  },
  {
    icon: "receipt",
    title: "Fees you can read",
    description: `${business.issuanceFeeUsd} USD to issue, ${business.topUpFeePercent}% per top-up, ${business.nonUsdPurchaseFeePercent}% on non-USD purchases. No annual or hidden fees.`,
  },
  {
    icon: "rotate",
    title: "Refund anytime",
    description:
      "Changed your mind? Ask for a refund whenever you like. There is nothing to keep paying for.",
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
  description: "Everything about fees, limits and how the card works.",
} satisfies SectionIntro;
