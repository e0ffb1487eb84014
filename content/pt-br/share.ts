import type { ShareCopy } from "../en/share";
import { business } from "../business";
import { joinTitle } from "../section-intro";
import { site } from "../site";
import { formatNumber, formatPercent, formatUsd } from "@/lib/number-format";
import { home } from "./home";
import { privacy } from "./privacy";
import { token } from "./token";

const tag = "pt-BR";
const wallets = business.wallets.join(" e ");
const liquidityShare = formatPercent(
  business.allocationPercent.liquidityPool,
  tag,
);

export const share = {
  images: {
    "/": {
      titleParts: home.hero.titleParts,
      subtitle: `Recarregue um cartão ${business.cardNetwork} virtual com SOL. Pague com ${wallets}.`,
      art: "card",
      alt: `${site.name}: um cartão ${business.cardNetwork} virtual pré-pago recarregado com SOL, com o título ${joinTitle(home.hero.titleParts)}`,
    },
    "/get": {
      titleParts: {
        lead: "Seu cartão, emitido em",
        highlight: `${business.cardIssueSeconds} segundos.`,
      },
      subtitle: `Peça um cartão ${business.cardNetwork} pré-pago que você recarrega com SOL, por ${formatUsd(business.issuanceFeeUsd, tag)} cobrados uma única vez.`,
      art: "card-issued",
      alt: `${site.name}: peça um cartão ${business.cardNetwork} virtual pré-pago, emitido em ${business.cardIssueSeconds} segundos.`,
    },
    "/token": {
      titleParts: token.hero.titleParts,
      subtitle: `${liquidityShare} da oferta na pool de liquidez, e os ${formatNumber(business.fairLaunchLiquiditySol, tag)} SOL que a abasteceram, queimados.`,
      art: "token",
      alt: `Token ${site.name}: ${token.hero.titleParts.highlight} ${liquidityShare} da oferta fica na pool de liquidez.`,
    },
    "/privacy": {
      titleParts: privacy.titleParts,
      subtitle:
        "Sem cookies, sem armazenamento local, sem ferramentas de análise.",
      art: "privacy",
      alt: `Privacidade no ${site.name}: ${joinTitle(privacy.titleParts)} Sem cookies, sem armazenamento local, sem ferramentas de análise.`,
    },
  },
  art: {
    cardKind: "Virtual",
    issued: home.hero.issuedBadge,
    tokenFigures: token.hero.figures,
    privacyFacts: privacy.facts.slice(0, 4),
  },
} satisfies ShareCopy;
