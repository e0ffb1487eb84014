import type { TokenCopy } from "../en/token";
import { business } from "../business";
import { site } from "../site";
import { formatNumber, formatPercent } from "@/lib/number-format";

const tag = "es";
const fee = formatPercent(business.tokenTradeFeePercent, tag);
const burnedLiquidity = `${formatNumber(business.fairLaunchLiquiditySol, tag)} SOL`;

export const token = {
  hero: {
    pageTitle: "Token",
    badgeLabel: "Dirección del token:",
    titleParts: {
      lead: "Tokenómica.",
      highlight: `${fee} de comisión al comprar y vender.`,
    },
    intro: `El token de ${site.name} se opera sin comisiones al entrar ni al salir. La mayor parte del suministro está en el pool de liquidez, y los ${burnedLiquidity} con los que se inició en el lanzamiento justo se quemaron.`,
    figures: [
      { value: fee, label: "Comisión de compra" },
      { value: fee, label: "Comisión de venta" },
      { value: burnedLiquidity, label: "Liquidez quemada" },
    ],
  },
  allocation: {
    intro: {
      eyebrow: "Distribución",
      title: "A dónde va el suministro",
      description:
        "La mayor parte del suministro está en el pool de liquidez, donde cualquiera puede operarlo. El resto hace funcionar el proyecto y lo da a conocer.",
    },
    chartCaption: "Distribución del token",
    chartTotalLabel: "del suministro",
    shareLabel: "del suministro",
    unavailable: "Aún no disponible: su enlace no se ha publicado.",
    cards: [
      {
        id: "treasury",
        tag: "Tesorería",
        heading: "Tesorería y operaciones",
        description:
          "Cubre el funcionamiento diario del proyecto y se resguarda donde ninguna persona puede moverla por sí sola.",
        button: { label: "Comprar", href: "#" },
        features: ["Tesorería multifirma", "Varios colaboradores principales"],
      },
      {
        id: "liquidityPool",
        tag: "Pool de liquidez",
        heading: "Liquidez garantizada",
        description:
          "Un pool profundo hace que las órdenes se ejecuten cerca del precio cotizado, compres poco o mucho.",
        button: { label: "Comprar", href: "#" },
        features: [
          "Precios objetivo con deslizamiento mínimo",
          "Compra en el launchpad",
          `${burnedLiquidity} de liquidez del lanzamiento justo, quemados`,
        ],
      },
      {
        id: "marketing",
        tag: "Marketing",
        heading: "Marca y marketing",
        description:
          "Financia el diseño, las campañas y las alianzas que atraen a nuevos poseedores y comercios.",
        button: { label: "Contactar para alianzas", href: "#" },
        features: [
          "Seguridad de primer nivel",
          "Los mejores artistas y diseñadores",
        ],
      },
    ],
  },
  roadmap: {
    intro: {
      eyebrow: "Hoja de ruta",
      title: "Del lanzamiento a los listados",
      description: "Lo que ya está listo y lo que viene.",
    },
    phaseLabel: "Fase {phase}",
    quarter: "T{quarter} {year}",
    itemStatus: { done: "Hecho", planned: "Planeado" },
    phaseStatus: {
      complete: "Completada",
      "in-progress": "En curso",
      planned: "Planeada",
    },
    phases: [
      {
        title: "Lanzamiento del token",
        items: [
          {
            title: "Sitio web y redes sociales",
            description:
              "Este sitio y nuestro perfil en redes ya están en línea: un solo lugar para comprobar qué es real.",
          },
          {
            title: "Lanzamiento justo en un launchpad de tokens",
            description: `Lanzado en un launchpad público, con los ${burnedLiquidity} de liquidez inicial quemados.`,
          },
          {
            title: "Listados en sitios de seguimiento de tokens",
            description:
              "Precio, suministro y poseedores, visibles en los sitios de seguimiento que los traders ya usan.",
            note: "Solicitudes enviadas; cada sitio las revisa según sus propios tiempos.",
          },
        ],
      },
      {
        title: "Lanzamiento del producto",
        items: [
          {
            title: "Pide la tarjeta",
            description: `Una tarjeta ${business.cardNetwork} virtual, emitida en ${business.cardIssueSeconds} segundos.`,
          },
          {
            title: "Recarga con SOL",
            description: "Recarga la tarjeta directo desde tu billetera.",
            note: "Las recargas con el token llegarán más adelante.",
          },
          {
            title: "Paga en comercios",
            description: `Paga en línea o en tienda con ${business.wallets.join(" o ")} en ${business.supportedMerchants} comercios.`,
          },
        ],
      },
      {
        title: "Difusión y marketing",
        items: [
          {
            title: "Marketing con influencers",
            description:
              "Campañas con creadores que ya viven en el mundo cripto.",
          },
          {
            title: "Hilo de reputación",
            description:
              "Un hilo público con la trayectoria del equipo, el lanzamiento y la quema.",
          },
          {
            title: "Listados en exchanges",
            description:
              "Llevar el token a más exchanges a medida que crezca el volumen.",
          },
        ],
      },
    ],
  },
  closing: {
    line: `Opéralo con ${fee} de comisión. Gástalo como efectivo.`,
    cta: { href: "/get", label: "Pide tu tarjeta" },
  },
} satisfies TokenCopy;
