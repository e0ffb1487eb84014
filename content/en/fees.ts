import type { SectionIntro } from "../section-intro";
import { business, feeCalculatorFigures } from "../business";

export type FeeCalculatorCopy = {
  amountLabel: string;
  amountPlaceholder: string;
  quickPicksLabel: string;
  firstCardLabel: string;
  firstCardHint: string;
  resultLabel: string;
  topUpRow: string;
  topUpFeeRow: string;
  issuanceFeeRow: string;
  landsRow: string;
  feesTakeItAll: string;
  empty: string;
  invalid: string;
  belowMinimum: string;
  aboveMaximum: string;
};

type FeeScheduleRow = { label: string; value: string; detail?: string };

type FeeScheduleRowId =
  | "issuance"
  | "topUp"
  | "nonUsd"
  | "minimum"
  | "annual"
  | "validity"
  | "issueTime";

export type FeesCopy = {
  intro: SectionIntro;
  calculator: FeeCalculatorCopy;
  /** The whole schedule beside the calculator: every figure from the business constants. */
  schedule: {
    title: string;
    rows: Record<FeeScheduleRowId, FeeScheduleRow>;
    /** The non-USD row's detail, worked out by the section: {fee} on a {purchase} purchase. */
    purchaseExample: string;
    limits: { title: string; body: string };
  };
  conversionNote: string;
};

// English writes its figures as the product's copy does ("10 USD" for the issuance fee, "$10" for
// the minimum top-up); the translations write theirs through lib/number-format.
const topUpFee = `${business.topUpFeePercent}%`;
const { min: validMin, max: validMax } = business.cardValidityYears;

export const fees = {
  intro: {
    eyebrow: "What it costs",
    title: "See what lands on your card.",
    description:
      "Every fee and limit in one place, and what a top-up leaves on your card. No annual fees and nothing hidden.",
  },
  calculator: {
    amountLabel: "Top-up amount in USD",
    amountPlaceholder: "250",
    quickPicksLabel: "Quick amounts",
    firstCardLabel: "This is my first card",
    firstCardHint: `Adds the one-time ${business.issuanceFeeUsd} USD issuance fee.`,
    resultLabel: "What lands on your card",
    topUpRow: "You top up",
    topUpFeeRow: `Top-up fee (${topUpFee})`,
    issuanceFeeRow: "Issuance fee, first card only",
    landsRow: "Lands on your card",
    feesTakeItAll:
      "The fees take the whole top-up. Top up more to have money land on the card.",
    empty: "Enter an amount to see what lands on your card.",
    invalid: "Enter an amount in US dollars, like 100 or 99.50.",
    belowMinimum: `The minimum top-up is $${business.minimumTopUpUsd}. Enter $${business.minimumTopUpUsd} or more to see what lands on your card.`,
    aboveMaximum: `This calculator goes up to $${feeCalculatorFigures.maximumTopUpUsd.toLocaleString("en-US")}. Your top-up limits depend on your account status.`,
  },
  schedule: {
    title: "Fees and limits",
    rows: {
      issuance: {
        label: "Card issuance",
        value: `${business.issuanceFeeUsd} USD`,
        detail: "Once per card",
      },
      topUp: {
        label: "Top-up",
        value: topUpFee,
        detail: "Of each top-up",
      },
      nonUsd: {
        label: "Purchases not in USD",
        value: `${business.nonUsdPurchaseFeePercent}%`,
      },
      minimum: {
        label: "Minimum top-up",
        value: `$${business.minimumTopUpUsd}`,
        detail: "Or the equivalent in the currency or crypto you top up with",
      },
      annual: {
        label: "Annual and hidden fees",
        value: "None",
      },
      validity: {
        label: "Card validity",
        value: `${validMin}–${validMax} years`,
      },
      issueTime: {
        label: "Issued in",
        value: `${business.cardIssueSeconds} seconds`,
      },
    },
    purchaseExample: "{fee} on a {purchase} purchase",
    limits: {
      title: "Limits",
      body: "Your spend and top-up limits depend on your account status. To raise them, request an increase from your dashboard, the page where you manage your card once it is issued.",
    },
  },
  conversionNote:
    "Your SOL converts to USD at the rate at the moment you top up. These figures follow the current fee schedule.",
} satisfies FeesCopy;
