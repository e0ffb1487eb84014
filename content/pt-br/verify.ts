import type { VerifyCopy } from "../en/verify";
import { business } from "../business";
import { site } from "../site";
import { formatNumber } from "@/lib/number-format";

const tag = "pt-BR";

export const verify = {
  intro: {
    eyebrow: "Na blockchain",
    title: "Confira por conta própria",
    description:
      "Você não precisa acreditar só na nossa palavra: o mint e a queima de liquidez são públicos na Solana. Confira nos exploradores que você já usa.",
  },
  pendingLabel: "Ainda não publicado",
  links: [
    {
      explorer: "solscan",
      entity: "token",
      id: site.contractAddress,
      title: "Token no Solscan",
      description: "Oferta, detentores e as autoridades do mint.",
    },
    {
      explorer: "solana-explorer",
      entity: "token",
      id: site.contractAddress,
      title: "Token no Solana Explorer",
      description: "O mesmo mint no explorador da própria Solana.",
    },
    {
      explorer: "solscan",
      entity: "tx",
      id: site.liquidityBurnTx,
      title: "Transação de queima da liquidez",
      description: `Os ${formatNumber(business.fairLaunchLiquiditySol, tag)} SOL de liquidez do lançamento justo, queimados para sempre.`,
    },
  ],
} satisfies VerifyCopy;
