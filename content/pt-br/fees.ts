import type { FeesCopy } from "../en/fees";
import { business, feeCalculatorFigures } from "../business";
import { formatPercent, formatUsd } from "@/lib/number-format";

const tag = "pt-BR";
const topUpFee = formatPercent(business.topUpFeePercent, tag);
const issuanceFee = formatUsd(business.issuanceFeeUsd, tag);
const minimumTopUp = formatUsd(business.minimumTopUpUsd, tag);
const { min: validMin, max: validMax } = business.cardValidityYears;

export const fees = {
  intro: {
    eyebrow: "Quanto custa",
    title: "Veja quanto cai no seu cartão.",
    description:
      "Todas as taxas e limites num só lugar, e quanto cada recarga deixa no seu cartão. Sem anuidade e nada escondido.",
  },
  calculator: {
    amountLabel: "Valor da recarga em USD",
    amountPlaceholder: "250",
    quickPicksLabel: "Valores rápidos",
    firstCardLabel: "Este é o meu primeiro cartão",
    firstCardHint: `Inclui a taxa de emissão única de ${issuanceFee}.`,
    resultLabel: "Quanto cai no seu cartão",
    topUpRow: "Você recarrega",
    topUpFeeRow: `Taxa de recarga (${topUpFee})`,
    issuanceFeeRow: "Taxa de emissão, só no primeiro cartão",
    landsRow: "Cai no seu cartão",
    feesTakeItAll:
      "As taxas consomem toda a recarga. Recarregue um valor maior para que sobre dinheiro no cartão.",
    empty: "Digite um valor para ver quanto cai no seu cartão.",
    invalid: "Digite um valor em dólares americanos, como 100 ou 99,50.",
    belowMinimum: `A recarga mínima é de ${minimumTopUp}. Digite ${minimumTopUp} ou mais para ver quanto cai no seu cartão.`,
    aboveMaximum: `Esta calculadora vai até ${formatUsd(feeCalculatorFigures.maximumTopUpUsd, tag)}. Seus limites de recarga dependem do status da sua conta.`,
  },
  schedule: {
    title: "Taxas e limites",
    rows: {
      issuance: {
        label: "Emissão do cartão",
        value: issuanceFee,
        detail: "Uma vez por cartão",
      },
      topUp: {
        label: "Recarga",
        value: topUpFee,
        detail: "Sobre cada recarga",
      },
      nonUsd: {
        label: "Compras em moeda diferente de USD",
        value: formatPercent(business.nonUsdPurchaseFeePercent, tag),
      },
      minimum: {
        label: "Recarga mínima",
        value: minimumTopUp,
        detail: "Ou o equivalente na moeda ou cripto que você usar na recarga",
      },
      annual: {
        label: "Anuidade e taxas ocultas",
        value: "Nenhuma",
      },
      validity: {
        label: "Validade do cartão",
        value: `${validMin}–${validMax} anos`,
      },
      issueTime: {
        label: "Emitido em",
        value: `${business.cardIssueSeconds} segundos`,
      },
    },
    purchaseExample: "{fee} numa compra de {purchase}",
    limits: {
      title: "Limites",
      body: "Seus limites de gasto e de recarga dependem do status da sua conta. Para aumentá-los, solicite um aumento pelo seu painel, a página onde você gerencia o cartão depois que ele é emitido.",
    },
  },
  conversionNote:
    "Seu SOL é convertido em USD pela cotação do momento da recarga. Estes valores seguem a tabela de taxas atual.",
} satisfies FeesCopy;
