import {
  type FeeSchedule,
  type NumberSeparators,
  type TopUpQuote,
  quoteTopUp,
} from "./fees";
import { formatUsd, formatUsdCents, numberSeparators } from "./number-format";

/** A quote with sums, not a message. */
export type PricedQuote = Extract<TopUpQuote, { kind: "quote" }>;

/** A quote's sums as a language writes them, what comes off with its minus. */
export type QuoteFigures = {
  amount: string;
  topUpFee: string;
  issuanceFee: string;
  /** Never below zero: the fees can take the whole top-up, never more. */
  lands: string;
};

export function quoteFigures(quote: PricedQuote, tag: string): QuoteFigures {
  return {
    amount: formatUsdCents(quote.amountCents, tag),
    topUpFee: formatUsdCents(-quote.topUpFeeCents, tag),
    issuanceFee: formatUsdCents(-quote.issuanceFeeCents, tag),
    lands: formatUsdCents(Math.max(quote.landsCents, 0), tag),
  };
}

/**
 * What the fee calculator shows before the visitor changes anything, every figure already
 * written, with the separators its field reads: the page is built with them, so the browser
 * formats a number only once the visitor asks for a new one.
 */
export type FeeCalculatorStart = {
  amount: string;
  isFirstCard: boolean;
  separators: NumberSeparators;
  figures: QuoteFigures;
  quickPicks: { usd: number; label: string }[];
};

/** The worked example: a first card topped up with `amount`, in the language of `tag`. */
export function feeCalculatorStart({
  tag,
  schedule,
  amount,
  quickPicksUsd,
}: {
  tag: string;
  schedule: FeeSchedule;
  amount: string;
  quickPicksUsd: readonly number[];
}): FeeCalculatorStart {
  const separators = numberSeparators(tag);
  const quote = quoteTopUp(amount, true, schedule, separators);
  if (quote.kind !== "quote")
    throw new Error(`The worked example "${amount}" is not a top-up it quotes`);
  return {
    amount,
    isFirstCard: true,
    separators,
    figures: quoteFigures(quote, tag),
    quickPicks: quickPicksUsd.map((usd) => ({
      usd,
      label: formatUsd(usd, tag),
    })),
  };
}
