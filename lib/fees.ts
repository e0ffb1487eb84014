/** The figures the arithmetic needs, in whole cents and basis points (1 % = 100). */
export type FeeSchedule = {
  topUpFeeBasisPoints: number;
  issuanceFeeCents: number;
  minimumTopUpCents: number;
  maximumTopUpCents: number;
};

export type TopUpQuote =
  | { kind: "empty" }
  | { kind: "invalid" }
  | { kind: "below-minimum" }
  | { kind: "above-maximum" }
  | {
      kind: "quote";
      amountCents: number;
      topUpFeeCents: number;
      issuanceFeeCents: number;
      /** Zero or less when the fees eat the whole top-up. */
      landsCents: number;
    };

const BASIS_POINTS = 10_000;
// Beyond this many whole-dollar digits the amount is far past any maximum: answered without
// turning it into a number, so no input can lose precision.
const MAX_DOLLAR_DIGITS = 12;

/** How a language writes a number: "." and "," in English, "," and "." in Spanish. */
export type NumberSeparators = { decimal: string; group: string };

const ENGLISH_SEPARATORS: NumberSeparators = { decimal: ".", group: "," };

/** How a figure is read: a decimal mark, and a group separator unless none is allowed. */
type ReadSeparators = { decimal: string; group?: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whole dollars in groups of three, separated as the language separates them. */
function groupedWhole(group: string) {
  // A language that groups with a space also sees the no-break spaces its own figures carry.
  const separator = /\s/.test(group) ? "[ \u00a0\u202f]" : escape(group);
  return `\\d{1,3}(?:${separator}\\d{3})+`;
}

/**
 * An optional minus (before or after the sign), an optional "$", "US$" or "USD" before and "US$"
 * or "USD" after, whole dollars with or without correct thousands separators, then any decimals.
 * The minus also matches the typographic "−" that pasted figures often carry.
 */
function amountPattern({ decimal, group }: ReadSeparators) {
  const grouped = group === undefined ? "" : `${groupedWhole(group)}|`;
  return new RegExp(
    `^([-−])?\\s*(?:us\\$|\\$|usd)?\\s*([-−])?\\s*(${grouped}\\d*)(?:${escape(decimal)}(\\d*))?\\s*(?:us\\$|usd)?$`,
    "i",
  );
}

/** USD (as the content states it) to whole cents. */
export function usdToCents(usd: number): number {
  return Math.round(usd * 100);
}

/** A percentage with at most two decimals (1.5 %) to basis points (150). */
export function percentToBasisPoints(percent: number): number {
  const basisPoints = Math.round(percent * 100);
  if (Math.abs(basisPoints - percent * 100) > 1e-6)
    throw new Error(`${percent} % is finer than a basis point`);
  return basisPoints;
}

/**
 * A percentage of an amount, rounded UP to the next whole cent: a fee never comes out smaller
 * than the exact figure, so what the visitor is shown is never better than what they get.
 */
export function feeCents(amountCents: number, basisPoints: number): number {
  return Math.ceil((amountCents * basisPoints) / BASIS_POINTS);
}

type ParsedAmount =
  | { kind: "empty" }
  | { kind: "invalid" }
  | { kind: "too-large" }
  | { kind: "amount"; cents: number };

/**
 * Where the language's group separator cannot be one (a single mark followed by one or two
 * digits: "99.50" in Spanish, "10,5" in English), it can only be the decimal mark of a visitor
 * who writes numbers the other way, as Mexico and Central America do in Spanish.
 */
function otherDecimalMark(
  { group }: NumberSeparators,
  text: string,
): ReadSeparators | undefined {
  if (/\s/.test(group)) return undefined;
  const marks = text.split(group).length - 1;
  const isCents = new RegExp(`${escape(group)}\\d{1,2}(?!\\d)`).test(text);
  return marks === 1 && isCents ? { decimal: group } : undefined;
}

/**
 * A group separator typed last, after a digit, is the visitor still typing: "50." in Spanish on
 * its way to "50.000" or to "50.5". What comes before it is read, rather than an error shown
 * between two keystrokes.
 */
function withoutTrailingGroup({ group }: NumberSeparators, text: string) {
  if (/\s/.test(group)) return text;
  return text.replace(new RegExp(`(?<=\\d)${escape(group)}$`), "");
}

/**
 * Reads what a visitor typed or pasted ("100", "$1,250.50", "USD 99.9", "-5"; "1.250,50 US$" in
 * Spanish) as whole cents. The group separator counts between groups of three, or as the decimal
 * mark where it cannot be a group separator ("99.50" in Spanish); any other mix ("1,0000" or
 * "1.000,50" in English, "1.2.3") is refused rather than guessed. Digits past the cents are
 * refused unless they are zeros: a top-up is made in whole cents, and rounding the visitor's own
 * amount behind their back would quote a top-up they did not type.
 */
export function parseUsdCents(
  input: string,
  separators: NumberSeparators = ENGLISH_SEPARATORS,
): ParsedAmount {
  const text = withoutTrailingGroup(separators, input.trim());
  if (text === "") return { kind: "empty" };
  const other = text.includes(separators.decimal)
    ? undefined
    : otherDecimalMark(separators, text);
  const match = amountPattern(other ?? separators).exec(text);
  if (!match) return { kind: "invalid" };
  const [, minusBefore, minusAfter, whole = "", fraction = ""] = match;
  if ((minusBefore && minusAfter) || (whole === "" && fraction === ""))
    return { kind: "invalid" };
  if (/[1-9]/.test(fraction.slice(2))) return { kind: "invalid" };

  const dollars = whole.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  if (dollars.length > MAX_DOLLAR_DIGITS) return { kind: "too-large" };
  const cents =
    Number(dollars || "0") * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
  return { kind: "amount", cents: minusBefore || minusAfter ? -cents : cents };
}

/**
 * What a top-up costs and what lands on the card. The fees are taken from the amount topped up:
 * the top-up fee is a percentage of the whole amount, and on a first card the issuance fee comes
 * off the same top-up, so lands = amount − top-up fee − issuance fee.
 */
export function quoteTopUp(
  input: string,
  isFirstCard: boolean,
  schedule: FeeSchedule,
  separators: NumberSeparators = ENGLISH_SEPARATORS,
): TopUpQuote {
  const amount = parseUsdCents(input, separators);
  if (amount.kind === "empty" || amount.kind === "invalid") return amount;
  if (amount.kind === "too-large") return { kind: "above-maximum" };
  if (amount.cents < schedule.minimumTopUpCents)
    return { kind: "below-minimum" };
  if (amount.cents > schedule.maximumTopUpCents)
    return { kind: "above-maximum" };

  const topUpFeeCents = feeCents(amount.cents, schedule.topUpFeeBasisPoints);
  const issuanceFeeCents = isFirstCard ? schedule.issuanceFeeCents : 0;
  return {
    kind: "quote",
    amountCents: amount.cents,
    topUpFeeCents,
    issuanceFeeCents,
    landsCents: amount.cents - topUpFeeCents - issuanceFeeCents,
  };
}
