import type { FeesCopy } from "../en/fees";
import { business, feeCalculatorFigures } from "../business";
import { formatPercent, formatUsd } from "@/lib/number-format";

const tag = "es";
const topUpFee = formatPercent(business.topUpFeePercent, tag);
const minimumTopUp = formatUsd(business.minimumTopUpUsd, tag);
const issuanceFee = formatUsd(business.issuanceFeeUsd, tag);
const { min: validMin, max: validMax } = business.cardValidityYears;

export const fees = {
  intro: {
    eyebrow: "Cuánto cuesta",
    title: "Mira cuánto llega a tu tarjeta.",
    description:
      "Todas las comisiones y límites en un solo lugar, y cuánto deja una recarga en tu tarjeta. Sin costo anual y nada oculto.",
  },
  calculator: {
    amountLabel: "Monto de la recarga en USD",
    amountPlaceholder: "250",
    quickPicksLabel: "Montos rápidos",
    firstCardLabel: "Es mi primera tarjeta",
    firstCardHint: `Suma el costo de emisión único de ${issuanceFee}.`,
    resultLabel: "Lo que llega a tu tarjeta",
    topUpRow: "Tu recarga",
    topUpFeeRow: `Comisión de recarga (${topUpFee})`,
    issuanceFeeRow: "Costo de emisión, solo la primera tarjeta",
    landsRow: "Llega a tu tarjeta",
    feesTakeItAll:
      "Las comisiones se llevan toda la recarga. Recarga más para que llegue dinero a la tarjeta.",
    empty: "Ingresa un monto para ver cuánto llega a tu tarjeta.",
    invalid: "Ingresa un monto en dólares estadounidenses, como 100 o 99,50.",
    belowMinimum: `La recarga mínima es de ${minimumTopUp}. Ingresa ${minimumTopUp} o más para ver cuánto llega a tu tarjeta.`,
    aboveMaximum: `Esta calculadora llega hasta ${formatUsd(feeCalculatorFigures.maximumTopUpUsd, tag)}. Tus límites de recarga dependen del estado de tu cuenta.`,
  },
  schedule: {
    title: "Comisiones y límites",
    rows: {
      issuance: {
        label: "Emisión de la tarjeta",
        value: issuanceFee,
        detail: "Una vez por tarjeta",
      },
      topUp: {
        label: "Recarga",
        value: topUpFee,
        detail: "De cada recarga",
      },
      nonUsd: {
        label: "Compras en monedas distintas del USD",
        value: formatPercent(business.nonUsdPurchaseFeePercent, tag),
      },
      minimum: {
        label: "Recarga mínima",
        value: minimumTopUp,
        detail: "O su equivalente en la moneda o cripto con la que recargues",
      },
      annual: {
        label: "Costos anuales y ocultos",
        value: "Ninguno",
      },
      validity: {
        label: "Vigencia de la tarjeta",
        value: `${validMin}–${validMax} años`,
      },
      issueTime: {
        label: "Se emite en",
        value: `${business.cardIssueSeconds} segundos`,
      },
    },
    purchaseExample: "{fee} en una compra de {purchase}",
    limits: {
      title: "Límites",
      body: "Tus límites de gasto y de recarga dependen del estado de tu cuenta. Para subirlos, solicita un aumento desde tu panel, la página donde administras tu tarjeta una vez emitida.",
    },
  },
  conversionNote:
    "Tu SOL se convierte a USD al tipo de cambio del momento en que recargas. Estas cifras siguen la tabla de comisiones vigente.",
} satisfies FeesCopy;
