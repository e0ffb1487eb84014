import type { Route } from "../site";
import type { SectionIntro, TitleParts } from "../section-intro";
import { business } from "../business";
import { site } from "../site";

export type TokenFigure = { value: string; label: string };

/** Which share of the supply a card describes: its figure is `business.allocationPercent`'s. */
export type AllocationId = keyof typeof business.allocationPercent;

/** "#" marks a target that does not exist yet: the card shows an inert button until a URL replaces it. */
export type ActionTarget = "#" | `/${string}` | `https://${string}`;

export type AllocationCard = {
  id: AllocationId;
  tag: string;
  heading: string;
  description: string;
  button: { label: string; href: ActionTarget };
  features: string[];
};

type RoadmapItem = { title: string; description: string; note?: string };

/** The words of a phase of `roadmapPlan`, its items in the plan's order. */
type RoadmapPhase = { title: string; items: RoadmapItem[] };

export type TokenCopy = {
  hero: {
    pageTitle: string;
    badgeLabel: string;
    titleParts: TitleParts;
    intro: string;
    figures: TokenFigure[];
  };
  allocation: {
    intro: SectionIntro;
    chartCaption: string;
    chartTotalLabel: string;
    shareLabel: string;
    /** Under a button whose target is still "#", and read as its description. */
    unavailable: string;
    cards: AllocationCard[];
  };
  roadmap: {
    intro: SectionIntro;
    /** {phase} */
    phaseLabel: string;
    /** {quarter} and {year} */
    quarter: string;
    itemStatus: { done: string; planned: string };
    phaseStatus: { complete: string; "in-progress": string; planned: string };
    phases: RoadmapPhase[];
  };
  closing: { line: string; cta: { href: Route; label: string } };
};

const fee = `${business.tokenTradeFeePercent}%`;
const burnedLiquidity = `${business.fairLaunchLiquiditySol} SOL`;

export const token = {
  hero: {
    pageTitle: "Token",
    badgeLabel: "Token Address:",
    titleParts: { lead: "Tokenomics.", highlight: `${fee} buy and sell fees.` },
    intro: `The ${site.name} token trades with no tax on the way in or out. Most of the supply sits in the liquidity pool, and the ${burnedLiquidity} that seeded it at the fair launch was burned.`,
    figures: [
      { value: fee, label: "Buy fee" },
      { value: fee, label: "Sell fee" },
      { value: burnedLiquidity, label: "Liquidity burned" },
    ],
  },
  allocation: {
    intro: {
      eyebrow: "Allocation",
      title: "Where the supply goes",
      description:
        "Most of the supply sits in the liquidity pool, where anyone can trade it. The rest runs the project and spreads the word.",
    },
    chartCaption: "Token allocation",
    chartTotalLabel: "of supply",
    shareLabel: "of supply",
    unavailable: "Not available yet: its link has not been published.",
    cards: [
      {
        id: "treasury",
        tag: "Treasury",
        heading: "Treasury and operations",
        description:
          "Pays for the day-to-day running of the project, held where no single person can move it.",
        button: { label: "Buy", href: "#" },
        features: ["Multi-signature treasury", "Multiple core contributors"],
      },
      {
        id: "liquidityPool",
        tag: "Liquidity Pool",
        heading: "Guaranteed liquidity",
        description:
          "A deep pool means orders fill close to the quoted price, whether you buy a little or a lot.",
        button: { label: "Buy", href: "#" },
        features: [
          "Price targets with minimal slippage",
          "Purchase on the launchpad",
          `${burnedLiquidity} fair-launch liquidity, burned`,
        ],
      },
      {
        id: "marketing",
        tag: "Marketing",
        heading: "Branding and marketing",
        description:
          "Funds the design, campaigns and partnerships that bring new holders and merchants in.",
        button: { label: "Contact for Partnership", href: "#" },
        features: ["World-class security", "Top artists and designers"],
      },
    ],
  },
  roadmap: {
    intro: {
      eyebrow: "Roadmap",
      title: "From launch to listings",
      description: "What has shipped, and what comes next.",
    },
    phaseLabel: "Phase {phase}",
    quarter: "Q{quarter} {year}",
    itemStatus: { done: "Done", planned: "Planned" },
    phaseStatus: {
      complete: "Complete",
      "in-progress": "In progress",
      planned: "Planned",
    },
    phases: [
      {
        title: "Token launch",
        items: [
          {
            title: "Website and socials",
            description:
              "This site and our social profile go live: one place to check what is real.",
          },
          {
            title: "Fair launch on a token launchpad",
            description: `Launched on a public launchpad, with the ${burnedLiquidity} of starting liquidity burned.`,
          },
          {
            title: "Listings on token-tracking sites",
            description:
              "Price, supply and holders, visible on the trackers traders already use.",
            note: "Tickets filed; each site reviews them on its own schedule.",
          },
        ],
      },
      {
        title: "Product release",
        items: [
          {
            title: "Order the card",
            description: `A virtual ${business.cardNetwork} card, issued in ${business.cardIssueSeconds} seconds.`,
          },
          {
            title: "Top up with SOL",
            description: "Fund the card straight from your wallet.",
            note: "Top-ups with the token come later.",
          },
          {
            title: "Spend at merchants",
            description: `Pay online or in-store with ${business.wallets.join(" or ")} at ${business.supportedMerchants} merchants.`,
          },
        ],
      },
      {
        title: "Marketing outreach",
        items: [
          {
            title: "Influencer marketing",
            description: "Campaigns with creators who already live on crypto.",
          },
          {
            title: "Reputation thread",
            description:
              "One public thread with the team's track record, the launch and the burn.",
          },
          {
            title: "Exchange listings",
            description:
              "Bringing the token to more exchanges as volume grows.",
          },
        ],
      },
    ],
  },
  closing: {
    line: `Trade it at ${fee} fees. Spend it like cash.`,
    cta: { href: "/get", label: "Get your card" },
  },
} satisfies TokenCopy;
