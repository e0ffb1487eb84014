import type { SectionIntro } from "../section-intro";
import type { Explorer, ExplorerEntity } from "@/lib/explorer-url";
import { business } from "../business";
import { site } from "../site";

export type VerifyLink = {
  explorer: Explorer;
  entity: ExplorerEntity;
  /** The address or signature to open; a null one keeps its link inert. */
  id: string | null;
  title: string;
  description: string;
};

export type VerifyCopy = {
  intro: SectionIntro;
  pendingLabel: string;
  links: VerifyLink[];
};

export const verify = {
  intro: {
    eyebrow: "On-chain",
    title: "Verify it yourself",
    description:
      "No need to take our word for it: the mint and the liquidity burn are public on Solana. Check them on the explorers you already use.",
  },
  pendingLabel: "Not published yet",
  links: [
    {
      explorer: "solscan",
      entity: "token",
      id: site.contractAddress,
      title: "Token on Solscan",
      description: "Supply, holders and the mint's authorities.",
    },
    {
      explorer: "solana-explorer",
      entity: "token",
      id: site.contractAddress,
      title: "Token on Solana Explorer",
      description: "The same mint on Solana's own explorer.",
    },
    {
      explorer: "solscan",
      entity: "tx",
      id: site.liquidityBurnTx,
      title: "Liquidity burn transaction",
      description: `The ${business.fairLaunchLiquiditySol} SOL of fair-launch liquidity, burned for good.`,
    },
  ],
} satisfies VerifyCopy;
