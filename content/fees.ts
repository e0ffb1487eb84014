import type { SectionIntro } from "./section-intro";
import { business } from "./business";

const topUpFee = `${business.topUpFeePercent}%`;

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

export const feesIntro = {
  eyebrow: "What it costs",
  title: "See what lands on your card.",
  description:
    "Every fee, worked out before you top up. No annual fees and nothing hidden.",
} satisfies SectionIntro;

/** The calculator's own figures: what it starts on and offers as shortcuts, in USD. */
export const feeCalculatorFigures = {
  exampleTopUpUsd: 100,
  quickPicksUsd: [50, 100, 500],
  // A bound for the calculator, not a card limit: those depend on the account (SPEC §9).
  maximumTopUpUsd: 1_000_000,
  examplePurchaseUsd: 50,
} as const;

/** A quick pick's label: whole dollars, as people say them. */
export const quickPickLabel = (usd: number) => `$${usd}`;

export const feeCalculatorCopy = {
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
} satisfies FeeCalculatorCopy;

export const feeNotes = {
  purchaseFee: (purchase: string, fee: string) =>
    `Paying in a currency other than USD? A ${business.nonUsdPurchaseFeePercent}% fee applies: ${fee} on a ${purchase} purchase.`,
  conversion:
    "Your SOL converts to USD at the rate at the moment you top up. These figures follow the current fee schedule.",
};
