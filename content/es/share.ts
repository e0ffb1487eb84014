import type { ShareCopy } from "../en/share";
import { business } from "../business";
import { joinTitle } from "../section-intro";
import { site } from "../site";
import { formatNumber, formatPercent, formatUsd } from "@/lib/number-format";
import { home } from "./home";
import { privacy } from "./privacy";
import { token } from "./token";

const tag = "es";
const wallets = business.wallets.join(" y ");
const liquidityShare = formatPercent(
  business.allocationPercent.liquidityPool,
  tag,
);

export const share = {
  images: {
    "/": {
      titleParts: home.hero.titleParts,
      subtitle: `Recarga una tarjeta ${business.cardNetwork} virtual con SOL. Paga con ${wallets}.`,
      art: "card",
      alt: `${site.name}: una tarjeta ${business.cardNetwork} virtual prepagada que se recarga con SOL, con el título ${joinTitle(home.hero.titleParts)}`,
    },
    "/get": {
      titleParts: {
        lead: "Tu tarjeta, emitida en",
        highlight: `${business.cardIssueSeconds} segundos.`,
      },
      subtitle: `Pide una tarjeta ${business.cardNetwork} prepagada que recargas con SOL, por un pago único de ${formatUsd(business.issuanceFeeUsd, tag)}.`,
      art: "card-issued",
      alt: `${site.name}: pide una tarjeta ${business.cardNetwork} virtual prepagada, emitida en ${business.cardIssueSeconds} segundos.`,
    },
    "/token": {
      titleParts: token.hero.titleParts,
      subtitle: `${liquidityShare} del suministro en el pool de liquidez, y los ${formatNumber(business.fairLaunchLiquiditySol, tag)} SOL con los que se inició, quemados.`,
      art: "token",
      alt: `Token de ${site.name}: ${token.hero.titleParts.highlight} El ${liquidityShare} del suministro está en el pool de liquidez.`,
    },
    "/privacy": {
      titleParts: privacy.titleParts,
      subtitle: "Sin cookies, sin almacenamiento local, sin analítica.",
      art: "privacy",
      alt: `Privacidad de ${site.name}: ${joinTitle(privacy.titleParts)} Sin cookies, sin almacenamiento local, sin analítica.`,
    },
  },
  art: {
    cardKind: "Virtual",
    issued: home.hero.issuedBadge,
    tokenFigures: token.hero.figures,
    privacyFacts: privacy.facts.slice(0, 4),
  },
} satisfies ShareCopy;
