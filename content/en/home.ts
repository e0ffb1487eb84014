import type { SectionIntro, TitleParts } from "../section-intro";
import { business } from "../business";
import { site } from "../site";

export type FeatureIcon = "wallet" | "store" | "rotate";
type Feature = { icon: FeatureIcon; title: string; description: string };

export type HomeCopy = {
  hero: {
    eyebrow: string;
    titleParts: TitleParts;
    subtitle: string;
    secondaryCta: { href: `#${string}`; label: string };
    issuedBadge: string;
    claims: string[];
  };
  featuresIntro: SectionIntro;
  /** What the steps and the fee schedule below do not already show. */
  features: Feature[];
  badges: string[];
  badgesLabel: string;
  /** The switch that stops the badge strip. */
  badgesPauseLabel: string;
  merchantsIntro: SectionIntro;
  merchantsListLabel: string;
  /** The switch that stops the merchant carousel. */
  merchantsPauseLabel: string;
  faqIntro: SectionIntro;
};

const { min: validMin, max: validMax } = business.cardValidityYears;

export const home = {
  hero: {
    eyebrow: `Prepaid virtual ${business.cardNetwork}, funded with SOL`,
    titleParts: { lead: "Spend crypto like it's", highlight: "cash." },
    subtitle:
      "Instantly fund your card with SOL and swipe online or in-store—no limits.",
    secondaryCta: { href: "#faq", label: "Read the FAQ" },
    issuedBadge: `Issued in ${business.cardIssueSeconds} s`,
    claims: [
      "No annual fees",
      "No hidden fees",
      "Refund anytime",
      `Card issued in ${business.cardIssueSeconds} seconds`,
      `${business.supportedMerchants} supported merchants`,
    ],
  },
  featuresIntro: {
    eyebrow: `Why ${site.name}`,
    title: "Your SOL, ready at every checkout.",
    description:
      "One virtual card that turns your crypto into everyday spending, without the usual fine print.",
  },
  features: [
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
  ],
  badges: [
    business.cardNetwork,
    ...business.wallets,
    "Funded with SOL",
    "No annual fees",
    "No hidden fees",
    "Refund anytime",
    `Issued in ${business.cardIssueSeconds} s`,
    `${business.supportedMerchants} merchants`,
    `Valid ${validMin}-${validMax} years`,
    `Top up from $${business.minimumTopUpUsd}`,
    `${business.tokenTradeFeePercent}% token trading fees`,
  ],
  badgesLabel: "Card highlights",
  badgesPauseLabel: "Pause the card highlights",
  merchantsIntro: {
    eyebrow: "Accepted where you shop",
    title: `${business.supportedMerchants} merchants and counting.`,
    description:
      "From marketplaces to subscriptions and app stores, spend your SOL with the brands you already use.",
  },
  merchantsListLabel: "Supported merchants",
  merchantsPauseLabel: "Pause the merchant logos",
  faqIntro: {
    eyebrow: "FAQ",
    title: "Questions, answered.",
    description:
      "What buyers ask before they order: getting started, funding with SOL, wallets, fees, privacy and the token.",
  },
} satisfies HomeCopy;
