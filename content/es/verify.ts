import type { VerifyCopy } from "../en/verify";
import { business } from "../business";
import { site } from "../site";
import { formatNumber } from "@/lib/number-format";

const tag = "es";

export const verify = {
  intro: {
    eyebrow: "En la blockchain",
    title: "Verifícalo por tu cuenta",
    description:
      "No tienes que creernos: el mint del token y la quema de liquidez son públicos en Solana. Compruébalos en los exploradores que ya usas.",
  },
  pendingLabel: "Aún no publicado",
  links: [
    {
      explorer: "solscan",
      entity: "token",
      id: site.contractAddress,
      title: "Token en Solscan",
      description: "Suministro, poseedores y autoridades del mint.",
    },
    {
      explorer: "solana-explorer",
      entity: "token",
      id: site.contractAddress,
      title: "Token en Solana Explorer",
      description: "El mismo mint en el explorador propio de Solana.",
    },
    {
      explorer: "solscan",
      entity: "tx",
      id: site.liquidityBurnTx,
      title: "Transacción de quema de liquidez",
      description: `Los ${formatNumber(business.fairLaunchLiquiditySol, tag)} SOL de liquidez del lanzamiento justo, quemados para siempre.`,
    },
  ],
} satisfies VerifyCopy;
