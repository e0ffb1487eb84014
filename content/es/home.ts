import type { HomeCopy } from "../en/home";
import { business } from "../business";
import { site } from "../site";
import { formatPercent, formatUsd } from "@/lib/number-format";

const tag = "es";
const { min: validMin, max: validMax } = business.cardValidityYears;

export const home = {
  hero: {
    eyebrow: `${business.cardNetwork} virtual prepagada, recargada con SOL`,
    titleParts: { lead: "Gasta cripto como si fuera", highlight: "efectivo." },
    subtitle:
      "Recarga tu tarjeta con SOL al instante y paga en línea o en tienda, sin límites.",
    secondaryCta: { href: "#faq", label: "Ver preguntas frecuentes" },
    issuedBadge: `Emitida en ${business.cardIssueSeconds} s`,
    claims: [
      "Sin costo anual",
      "Sin costos ocultos",
      "Reembolso cuando quieras",
      `Tarjeta emitida en ${business.cardIssueSeconds} segundos`,
      `${business.supportedMerchants} comercios compatibles`,
    ],
  },
  featuresIntro: {
    eyebrow: `Por qué ${site.name}`,
    title: "Tu SOL, listo en cada pago.",
    description:
      "Una tarjeta virtual que convierte tu cripto en compras del día a día, sin la letra chica de siempre.",
  },
  features: [
    {
      icon: "wallet",
      title: "Gasta solo lo que cargas",
      description:
        "Es prepagada: gastas lo que cargaste y nada más. Sin crédito, sin deudas, sin cuentas que pagar a fin de mes.",
    },
    {
      icon: "store",
      title: "En línea y en tienda",
      description: `Compra en línea en ${business.supportedMerchants} comercios compatibles y paga en persona casi en cualquier lugar (Uber es la única excepción).`,
    },
    {
      icon: "rotate",
      title: "Reembolso cuando quieras",
      description:
        "¿Cambiaste de opinión? Pide un reembolso cuando quieras. Como no hay costo anual, no hay nada que seguir pagando.",
    },
  ],
  badges: [
    business.cardNetwork,
    ...business.wallets,
    "Se recarga con SOL",
    "Sin costo anual",
    "Sin costos ocultos",
    "Reembolso cuando quieras",
    `Emitida en ${business.cardIssueSeconds} s`,
    `${business.supportedMerchants} comercios`,
    `Válida de ${validMin} a ${validMax} años`,
    `Recarga desde ${formatUsd(business.minimumTopUpUsd, tag)}`,
    `${formatPercent(business.tokenTradeFeePercent, tag)} de comisión al operar el token`,
  ],
  badgesLabel: "Ventajas de la tarjeta",
  badgesPauseLabel: "Pausar las ventajas de la tarjeta",
  merchantsIntro: {
    eyebrow: "Aceptada donde compras",
    title: `${business.supportedMerchants} comercios, y sumando.`,
    description:
      "Desde marketplaces hasta suscripciones y tiendas de apps, gasta tu SOL en las marcas que ya usas.",
  },
  merchantsListLabel: "Comercios compatibles",
  merchantsPauseLabel: "Pausar los logotipos de los comercios",
  faqIntro: {
    eyebrow: "Preguntas frecuentes",
    title: "Tus dudas, resueltas.",
    description:
      "Lo que preguntan los compradores antes de pedir su tarjeta: primeros pasos, recargas con SOL, billeteras, comisiones, privacidad y el token.",
  },
} satisfies HomeCopy;
