/*
 * Money, numbers and percentages as a language writes them, from its BCP 47 tag ("en", "es",
 * "pt-BR"): the site's figures stay numbers until the moment they are written.
 */

// Typographic minus, as the site writes a negative sum in every language.
const MINUS = "−";

const cache = new Map<string, Intl.NumberFormat>();

function format(tag: string, options: Intl.NumberFormatOptions) {
  const key = `${tag}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, options);
    cache.set(key, formatter);
  }
  return formatter;
}

function withTypographicMinus(
  formatter: Intl.NumberFormat,
  value: number | Intl.StringNumericLiteral,
) {
  return formatter
    .formatToParts(value)
    .map((part) => (part.type === "minusSign" ? MINUS : part.value))
    .join("");
}

/** Whole cents as a sum of US dollars, always with its cents: 123456 → "$1,234.56", "1234,56 US$". */
export function formatUsdCents(cents: number, tag: string): string {
  if (!Number.isInteger(cents)) throw new Error(`${cents} is not whole cents`);
  const formatter = format(tag, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const sign = cents < 0 ? "-" : "";
  const absolute = String(Math.abs(cents)).padStart(3, "0");
  // Intl reads a decimal string exactly, where cents / 100 as a float may not be.
  const decimal =
    `${sign}${absolute.slice(0, -2)}.${absolute.slice(-2)}` as Intl.StringNumericLiteral;
  return withTypographicMinus(formatter, decimal);
}

/** A sum of US dollars, its cents only when it has some: 10 → "$10", "10 US$", "US$ 10". */
export function formatUsd(amount: number, tag: string): string {
  return withTypographicMinus(
    format(tag, {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    }),
    amount,
  );
}

/** A percentage given in percent: 1.5 → "1.5%", "1,5 %", "1,5%". */
export function formatPercent(percent: number, tag: string): string {
  return format(tag, { style: "percent", maximumFractionDigits: 2 }).format(
    percent / 100,
  );
}

/** A plain number with the language's separators: 1000000 → "1,000,000", "1.000.000". */
export function formatNumber(value: number, tag: string): string {
  return format(tag, { maximumFractionDigits: 2 }).format(value);
}

/** The characters a language separates decimals and thousands with: "." and "," in English. */
export function numberSeparators(tag: string): {
  decimal: string;
  group: string;
} {
  const parts = format(tag, { useGrouping: "always" }).formatToParts(1234567.5);
  return {
    decimal: parts.find((part) => part.type === "decimal")?.value ?? ".",
    group: parts.find((part) => part.type === "group")?.value ?? ",",
  };
}

/** A year as the language writes it in a date: 2025 → "2025", never "2,025". */
export function formatYear(year: number, tag: string): string {
  return new Intl.DateTimeFormat(tag, {
    year: "numeric",
    timeZone: "UTC",
  }).format(Date.UTC(year, 0, 1));
}
