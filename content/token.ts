import type { SectionIntro } from "./section-intro";
import { business } from "./business";
import { site } from "./site";

const fee = `${business.tokenTradeFeePercent}%`;
const burnedLiquidity = `${business.fairLaunchLiquiditySol} SOL`;

export type TokenFigure = { value: string; label: string };

export const tokenHero = {
  pageTitle: "Token",
  badgeLabel: "Token Address:",
  titleParts: { lead: "Tokenomics.", highlight: `${fee} buy and sell fees.` },
  intro: `The ${site.name} token trades with no tax on the way in or out. Most of the supply sits in the liquidity pool, and the ${burnedLiquidity} that seeded it at the fair launch was burned.`,
  figures: [
    { value: fee, label: "Buy fee" },
    { value: fee, label: "Sell fee" },
    { value: burnedLiquidity, label: "Liquidity burned" },
  ],
} satisfies {
  pageTitle: string;
  badgeLabel: string;
  titleParts: { lead: string; highlight: string };
  intro: string;
  figures: TokenFigure[];
};

export type AllocationTag = "Treasury" | "Liquidity Pool" | "Marketing";

/** "#" marks a target that does not exist yet: the card shows an inert button until a URL replaces it. */
export type ActionTarget = "#" | `/${string}` | `https://${string}`;

export type AllocationCard = {
  tag: AllocationTag;
  percent: number;
  heading: string;
  description: string;
  button: { label: string; href: ActionTarget };
  features: string[];
};

export const allocation = {
  intro: {
    eyebrow: "Allocation",
    title: "Where the supply goes",
    description:
      "Most of the supply sits in the liquidity pool, where anyone can trade it. The rest runs the project and spreads the word.",
  } satisfies SectionIntro,
  chartCaption: "Token allocation",
  chartTotalLabel: "of supply",
  shareLabel: "of supply",
  // Under a button whose target is still "#", and read as its description.
  unavailable: "Not available yet: its link has not been published.",
} as const;

export const allocationCards = [
  {
    tag: "Treasury",
    percent: 10,
    heading: "Treasury and operations",
    description:
      "Pays for the day-to-day running of the project, held where no single person can move it.",
    button: { label: "Buy", href: "#" },
    features: ["Multi-signature treasury", "Multiple core contributors"],
  },
  {
    tag: "Liquidity Pool",
    percent: 80,
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
    tag: "Marketing",
    percent: 10,
    heading: "Branding and marketing",
    description:
      "Funds the design, campaigns and partnerships that bring new holders and merchants in.",
    button: { label: "Contact for Partnership", href: "#" },
    features: ["World-class security", "Top artists and designers"],
  },
] satisfies AllocationCard[];

export type RoadmapItem = {
  title: string;
  description: string;
  done: boolean;
  note?: string;
};
export type RoadmapPhase = {
  phase: number;
  quarter: string;
  title: string;
  items: RoadmapItem[];
};

export const roadmap = {
  intro: {
    eyebrow: "Roadmap",
    title: "From launch to listings",
    description: "What has shipped, and what comes next.",
  } satisfies SectionIntro,
  phaseLabel: (phase: number) => `Phase ${phase}`,
  itemStatus: { done: "Done", planned: "Planned" },
  phaseStatus: {
    complete: "Complete",
    "in-progress": "In progress",
    planned: "Planned",
  },
} as const;

// The product left Phase 2's flags open. They are all done: the rest of the site already sells
// ordering the card, SOL top-ups and spending at merchants, and Phase 3 has started.
// Only top-ups in the token itself are still to come, which the note says.
export const roadmapPhases = [
  {
    phase: 1,
    quarter: "Q1 2025",
    title: "Token launch",
    items: [
      {
        title: "Website and socials",
        description:
          "This site and our social profile go live: one place to check what is real.",
        done: true,
      },
      {
        title: "Fair launch on a token launchpad",
        description: `Launched on a public launchpad, with the ${burnedLiquidity} of starting liquidity burned.`,
        done: true,
      },
      {
        title: "Listings on token-tracking sites",
        description:
          "Price, supply and holders, visible on the trackers traders already use.",
        done: true,
        note: "Tickets filed; each site reviews them on its own schedule.",
      },
    ],
  },
  {
    phase: 2,
    quarter: "Q1 2025",
    title: "Product release",
    items: [
      {
        title: "Order the card",
        description: `A virtual ${business.cardNetwork} card, issued in ${business.cardIssueSeconds} seconds.`,
        done: true,
      },
      {
        title: "Top up with SOL",
        description: "Fund the card straight from your wallet.",
        done: true,
        note: "Top-ups with the token come later.",
      },
      {
        title: "Spend at merchants",
        description: `Pay online or in-store with ${business.wallets.join(" or ")} at ${business.supportedMerchants} merchants.`,
        done: true,
      },
    ],
  },
  {
    phase: 3,
    quarter: "Q2 2025",
    title: "Marketing outreach",
    items: [
      {
        title: "Influencer marketing",
        description: "Campaigns with creators who already live on crypto.",
        done: false,
      },
      {
        title: "Reputation thread",
        description:
          "One public thread with the team's track record, the launch and the burn.",
        done: true,
      },
      {
        title: "Exchange listings",
        description: "Bringing the token to more exchanges as volume grows.",
        done: false,
      },
    ],
  },
] satisfies RoadmapPhase[];

export const closing = {
  line: `Trade it at ${fee} fees. Spend it like cash.`,
  cta: site.cta,
} as const;
