import type { HowItWorksCopy } from "../en/how-it-works";
import { business } from "../business";
import { formatPercent, formatUsd } from "@/lib/number-format";

const tag = "es";
const wallets = business.wallets.join(" o ");

export const howItWorks = {
  intro: {
    eyebrow: "Cómo funciona",
    title: "Del SOL en tu billetera a pagar con un toque.",
    description:
      "Cuatro pasos, cada uno tal como lo verás. Lo único que requiere cuidado es la red desde la que envías.",
  },
  steps: [
    {
      id: "create",
      title: "Crea tu tarjeta",
      description: `Regístrate con tu nombre y correo, presiona Depositar, elige tu tarjeta e ingresa los datos del titular. Está lista en ${business.cardIssueSeconds} segundos, por un pago único de ${formatUsd(business.issuanceFeeUsd, tag)}.`,
    },
    {
      id: "top-up",
      title: "Recarga con SOL, en Solana",
      description: `Envía SOL desde tu billetera a tu tarjeta, desde ${formatUsd(business.minimumTopUpUsd, tag)}. Se convierte a USD al tipo de cambio del momento en que recargas, menos la comisión de recarga del ${formatPercent(business.topUpFeePercent, tag)}.`,
      warning:
        "Envía SOL solo por la red Solana. No se pueden usar otras redes: el SOL enviado por cualquier otra red se pierde.",
    },
    {
      id: "wallet",
      title: `Agrégala a ${wallets}`,
      description:
        "Agrega la tarjeta a la billetera de tu teléfono. La billetera confirma que es tuya con un código que se envía al correo o al número de teléfono que diste al pedirla, así que al menos uno de los dos debe ser correcto.",
    },
    {
      id: "spend",
      title: "Paga con un toque",
      description: `Paga en ${business.supportedMerchants} comercios compatibles: acerca tu teléfono al lector en la tienda o, al pagar en línea, elige ${wallets}. Pagar en una moneda distinta del USD tiene una comisión del ${formatPercent(business.nonUsdPurchaseFeePercent, tag)}.`,
    },
  ],
  screens: {
    create: {
      fields: [
        { label: "Nombre", value: "Alex" },
        { label: "Correo electrónico", value: "alex@example.com" },
      ],
      holderName: "Alex Morgan",
      issued: `Emitida en ${business.cardIssueSeconds} s`,
      fee: `${formatUsd(business.issuanceFeeUsd, tag)}, pago único`,
    },
    topUp: {
      title: "Recargar",
      asset: "SOL",
      networkLabel: "Red",
      network: "Solana",
      addressLabel: "Tu dirección de recarga",
      warning: "Solo red Solana. El SOL enviado por otra red se pierde.",
    },
    wallet: {
      title: "Billetera",
      codeLabel: "Código enviado por correo o SMS",
      code: ["4", "8", "1", "", "", ""],
    },
    spend: {
      merchant: "Coffee & co.",
      amount: formatUsd(4.8, tag),
      approved: "Aprobado",
      hold: "Acerca al lector",
    },
  },
} satisfies HowItWorksCopy;
