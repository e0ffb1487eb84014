"use client";

import { useId, useState } from "react";

import type { FeeCalculatorCopy } from "@/content/en/fees";
import {
  type FeeCalculatorStart,
  type PricedQuote,
  type QuoteFigures,
  quoteFigures,
} from "@/lib/fee-calculator-start";
import { type FeeSchedule, type TopUpQuote, quoteTopUp } from "@/lib/fees";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useIsHydrated } from "@/hooks/use-is-hydrated";
import { useAnnouncement } from "@/hooks/use-announcement";

// How long the amount stands still before the result is read out: about a typist's pause.
const TYPING_PAUSE_MS = 1000;

type FeeCalculatorProps = {
  /** The page's language (BCP 47): how the sums the visitor asks for are written. */
  tag: string;
  schedule: FeeSchedule;
  copy: FeeCalculatorCopy;
  start: FeeCalculatorStart;
};

/**
 * The amount, the quick picks and the first-card switch, with the quote they add up to. The
 * server HTML is the worked example with its controls disabled, so without JavaScript the section
 * reads as an example instead of offering a field that never answers.
 */
export function FeeCalculator({
  tag,
  schedule,
  copy,
  start,
}: FeeCalculatorProps) {
  const [amount, setAmount] = useState(start.amount);
  const [isFirstCard, setIsFirstCard] = useState(start.isFirstCard);
  const isHydrated = useIsHydrated();
  const announcement = useAnnouncement();
  const switchId = useId();
  const hintId = useId();
  const resultId = useId();
  const messageId = useId();

  const quote = quoteTopUp(amount, isFirstCard, schedule, start.separators);
  const quotedCents = quote.kind === "quote" ? quote.amountCents : null;
  // An amount typed that gives no quote is an error of the field, read with it when it is focused;
  // an empty field only asks for one.
  const isRejected = quote.kind !== "quote" && quote.kind !== "empty";
  // The example keeps the figures the page was built with. A browser sets up its number
  // formatting (ICU's locale data) the first time a page formats a number, tens of milliseconds
  // on a desktop and far more on a slow phone: in hydration, it would hold up the first tap.
  const isStart = amount === start.amount && isFirstCard === start.isFirstCard;
  const figuresOf = (priced: PricedQuote) =>
    isStart ? start.figures : quoteFigures(priced, tag);

  return (
    <div className="grid grid-cols-1 gap-8 md:grid-cols-2 md:gap-10 lg:grid-cols-1 lg:gap-8">
      <div className="flex flex-col gap-6">
        <Input
          label={copy.amountLabel}
          type="text"
          inputMode="decimal"
          autoComplete="transaction-amount"
          spellCheck={false}
          placeholder={copy.amountPlaceholder}
          value={amount}
          disabled={!isHydrated}
          aria-controls={resultId}
          aria-invalid={isRejected || undefined}
          aria-describedby={isRejected ? messageId : undefined}
          onChange={(event) => {
            setAmount(event.target.value);
            announcement.announceAfter(TYPING_PAUSE_MS);
          }}
          className="tabular-nums"
        />
        <div
          role="group"
          aria-label={copy.quickPicksLabel}
          className="flex flex-wrap gap-2"
        >
          {start.quickPicks.map(({ usd, label }) => (
            <Button
              key={usd}
              variant="outline"
              size="sm"
              aria-pressed={quotedCents === usd * 100}
              disabled={!isHydrated}
              onClick={() => {
                setAmount(String(usd));
                announcement.announce();
              }}
              // Forced colours drop the chosen amount's tint, but keep a system colour: it takes
              // the theme's highlight, its label drawn without the backplate that would hide it.
              className="aria-pressed:border-accent aria-pressed:bg-accent/10 aria-pressed:text-accent min-w-20 tabular-nums forced-colors:aria-pressed:border-[Highlight] forced-colors:aria-pressed:bg-[Highlight] forced-colors:aria-pressed:text-[HighlightText] forced-colors:aria-pressed:outline-[CanvasText] forced-colors:aria-pressed:forced-color-adjust-none"
            >
              {label}
            </Button>
          ))}
        </div>
        <div className="border-line flex items-center justify-between gap-4 border-t pt-6">
          <div>
            <label htmlFor={switchId} className="font-medium">
              {copy.firstCardLabel}
            </label>
            <p id={hintId} className="text-fg-muted mt-1 text-sm">
              {copy.firstCardHint}
            </p>
          </div>
          <button
            type="button"
            role="switch"
            id={switchId}
            aria-checked={isFirstCard}
            aria-describedby={hintId}
            aria-controls={resultId}
            disabled={!isHydrated}
            onClick={() => {
              setIsFirstCard(!isFirstCard);
              announcement.announce();
            }}
            className="group -m-2 shrink-0 rounded-full p-2 disabled:opacity-50"
          >
            {/* Forced colours drop the backgrounds that draw the knob and the filled track, but
                keep a system colour: the knob takes the theme's text colour, the track its
                highlight when on. */}
            <span className="border-line-strong bg-surface-hover group-aria-checked:border-accent group-aria-checked:bg-accent flex h-7 w-12 items-center rounded-full border p-0.5 transition-colors duration-200 motion-reduce:transition-none forced-colors:group-aria-checked:bg-[Highlight]">
              <span className="bg-fg-muted group-aria-checked:bg-accent-ink size-5.5 rounded-full shadow-sm transition-transform duration-200 ease-out group-aria-checked:translate-x-5 motion-reduce:transition-none forced-colors:bg-[CanvasText] forced-colors:group-aria-checked:bg-[HighlightText]" />
            </span>
          </button>
        </div>
      </div>
      <div
        role="group"
        id={resultId}
        aria-label={copy.resultLabel}
        className="border-line bg-canvas/60 rounded-2xl border p-5 max-[15rem]:p-3 sm:p-6"
      >
        <QuoteLines
          quote={quote}
          figuresOf={figuresOf}
          copy={copy}
          messageId={messageId}
        />
      </div>
      {/* The result as a screen reader hears it: once the amount stands still, not at every
          keystroke of it (each would read out the whole quote again). Empty until the visitor
          changes something, and again once it has been read out, so reading the page meets the
          quote once. */}
      <p role="status" className="sr-only">
        {announcement.isAnnouncing && (
          <QuoteLines quote={quote} figuresOf={figuresOf} copy={copy} />
        )}
      </p>
    </div>
  );
}

// A figure that does not fit beside its label (even with the label wrapped to its longest
// word) moves under it, still to the right.
const rowClasses =
  "flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1";
const figureClasses = "ml-auto shrink-0 whitespace-nowrap";

function QuoteLines({
  quote,
  figuresOf,
  copy,
  messageId,
}: {
  quote: TopUpQuote;
  figuresOf: (quote: PricedQuote) => QuoteFigures;
  copy: FeeCalculatorCopy;
  /** The message's id, which the amount field names when it is in error. */
  messageId?: string;
}) {
  if (quote.kind !== "quote") {
    const message = {
      empty: copy.empty,
      invalid: copy.invalid,
      "below-minimum": copy.belowMinimum,
      "above-maximum": copy.aboveMaximum,
    }[quote.kind];
    return (
      <span id={messageId} className="text-fg-muted block leading-relaxed">
        {message}
      </span>
    );
  }

  const figures = figuresOf(quote);
  const doesLand = quote.landsCents > 0;
  return (
    <span className="flex flex-col gap-3 tabular-nums">
      <span className={rowClasses}>
        <span className="text-fg-muted flex-1">{copy.topUpRow}</span>{" "}
        <span className={figureClasses}>{figures.amount}</span>
      </span>
      <span className={rowClasses}>
        <span className="text-fg-muted flex-1">{copy.topUpFeeRow}</span>{" "}
        <span className={figureClasses}>{figures.topUpFee}</span>
      </span>
      {quote.issuanceFeeCents > 0 && (
        <span className={rowClasses}>
          <span className="text-fg-muted flex-1">{copy.issuanceFeeRow}</span>{" "}
          <span className={figureClasses}>{figures.issuanceFee}</span>
        </span>
      )}
      {/* The total moves under its label, to the left, as soon as both do not fit. */}
      <span className="border-line mt-2 flex flex-wrap items-baseline justify-between gap-4 border-t pt-5 font-semibold">
        <span>{copy.landsRow}</span>{" "}
        <span
          className={cn(
            "shrink-0 text-3xl tracking-tight whitespace-nowrap max-[20rem]:text-2xl max-[15rem]:text-xl max-[15rem]:whitespace-normal sm:text-4xl",
            doesLand ? "text-accent" : "text-fg-muted",
          )}
        >
          {figures.lands}
        </span>
      </span>
      {!doesLand && (
        <span className="text-fg-muted text-sm leading-relaxed">
          {copy.feesTakeItAll}
        </span>
      )}
    </span>
  );
}
