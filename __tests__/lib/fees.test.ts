import {
  feeCents,
  type NumberSeparators,
  parseUsdCents,
  percentToBasisPoints,
  quoteTopUp,
  usdToCents,
} from "@/lib/fees";
import { schedule } from "./fee-schedule-fixture";

/** Each input is read as its whole cents. */
function expectReadAs(
  cases: readonly (readonly [string, number])[],
  separators?: NumberSeparators,
) {
  for (const [input, cents] of cases)
    expect(parseUsdCents(input, separators)).toEqual({ kind: "amount", cents });
}

/** No input is read as an amount. */
function expectRefused(
  inputs: readonly string[],
  separators?: NumberSeparators,
) {
  for (const input of inputs)
    expect(parseUsdCents(input, separators)).toEqual({ kind: "invalid" });
}

describe("quoteTopUp", () => {
  it("takes 3 % and the issuance fee from a first top-up", () => {
    expect(quoteTopUp("100", true, schedule)).toEqual({
      kind: "quote",
      amountCents: 10_000,
      topUpFeeCents: 300,
      issuanceFeeCents: 1000,
      landsCents: 8700,
    });
  });

  it("charges no issuance fee on a later card", () => {
    expect(quoteTopUp("100", false, schedule)).toMatchObject({
      issuanceFeeCents: 0,
      landsCents: 9700,
    });
  });

  it("quotes the minimum itself, where a first card's fees outweigh the top-up", () => {
    expect(quoteTopUp("10", false, schedule)).toMatchObject({
      kind: "quote",
      topUpFeeCents: 30,
      landsCents: 970,
    });
    expect(quoteTopUp("10", true, schedule)).toMatchObject({
      kind: "quote",
      landsCents: -30,
    });
  });

  it("refuses a cent under the minimum", () => {
    expect(quoteTopUp("9.99", false, schedule)).toEqual({
      kind: "below-minimum",
    });
  });

  it("reads zero and negative amounts as below the minimum", () => {
    for (const input of ["0", "0.00", "-0", "-50", "$-50", "−25"])
      expect(quoteTopUp(input, true, schedule)).toEqual({
        kind: "below-minimum",
      });
  });

  it("asks for an amount when the field is empty or blank", () => {
    expect(quoteTopUp("", true, schedule)).toEqual({ kind: "empty" });
    expect(quoteTopUp("   ", true, schedule)).toEqual({ kind: "empty" });
  });

  it("quotes the calculator's maximum and refuses a cent more", () => {
    expect(quoteTopUp("1,000,000", false, schedule)).toMatchObject({
      kind: "quote",
      topUpFeeCents: 3_000_000,
      landsCents: 97_000_000,
    });
    expect(quoteTopUp("1000000.01", false, schedule)).toEqual({
      kind: "above-maximum",
    });
  });

  it("refuses huge numbers without losing precision on the way", () => {
    for (const input of ["99999999999999999999999", "9".repeat(400)])
      expect(quoteTopUp(input, true, schedule)).toEqual({
        kind: "above-maximum",
      });
  });

  it("rounds the top-up fee up to the next cent, so it is never shown smaller than it is", () => {
    // 3 % of $10.01 is 30.03 cents and of $33.33 is 99.99 cents: both round up.
    expect(quoteTopUp("10.01", false, schedule)).toMatchObject({
      topUpFeeCents: 31,
      landsCents: 970,
    });
    expect(quoteTopUp("33.33", false, schedule)).toMatchObject({
      topUpFeeCents: 100,
      landsCents: 3233,
    });
  });

  it("adds cents without floating-point drift", () => {
    // 0.1 + 0.2 style sums: 19.99 * 100 is 1998.9999999999998 in floating point.
    expect(quoteTopUp("19.99", false, schedule)).toMatchObject({
      amountCents: 1999,
      topUpFeeCents: 60,
      landsCents: 1939,
    });
  });
});

describe("parseUsdCents", () => {
  it("reads pasted amounts with a currency sign, code or thousands commas", () => {
    expectReadAs([
      ["$1,250.50", 125_050],
      ["  $ 100 ", 10_000],
      ["US$75", 7500],
      ["USD 99.9", 9990],
      ["250 usd", 25_000],
      ["1,000,000", 100_000_000],
      [".5", 50],
      ["12.", 1200],
      ["007", 700],
    ]);
  });

  it("accepts zeros past the cents but refuses any other third decimal", () => {
    expect(parseUsdCents("10.500")).toEqual({ kind: "amount", cents: 1050 });
    expect(parseUsdCents("10.005")).toEqual({ kind: "invalid" });
    expect(parseUsdCents("99.999")).toEqual({ kind: "invalid" });
  });

  it("reads a lone comma followed by cents as a decimal comma, the only thing it can be", () => {
    expectReadAs([
      ["10,5", 1050],
      ["99,50", 9950],
      ["US$ 1234,5", 123_450],
      [",5", 50],
    ]);
  });

  it("reads a thousands comma typed last as the amount typed so far", () => {
    expectReadAs([
      ["50,", 5000],
      ["1,000,", 100_000],
    ]);
    expectRefused([",", "$,"]);
  });

  it("refuses any other comma that is not a thousands separator rather than guess", () => {
    expectRefused(["1,0000", ",100", "1.000,50", "1,000,5", "1,5,0"]);
  });

  it("refuses text, other currencies and number notations a person does not type", () => {
    expectRefused([
      "abc",
      "€100",
      "100 EUR",
      "1e5",
      "Infinity",
      "0x10",
      "1 000",
      "$",
      ".",
      "--5",
      "-$-5",
      "5-",
    ]);
  });
});

describe("feeCents", () => {
  it("rounds a fee up to the next whole cent and leaves exact ones alone", () => {
    expect(feeCents(5000, 150)).toBe(75);
    expect(feeCents(5001, 150)).toBe(76);
    expect(feeCents(1, 300)).toBe(1);
    expect(feeCents(0, 300)).toBe(0);
  });
});

describe("percentToBasisPoints and usdToCents", () => {
  it("turn the content's figures into integers", () => {
    expect(percentToBasisPoints(3)).toBe(300);
    expect(percentToBasisPoints(1.5)).toBe(150);
    expect(percentToBasisPoints(0.07)).toBe(7);
    expect(usdToCents(10)).toBe(1000);
    expect(usdToCents(19.99)).toBe(1999);
  });

  it("refuses a percentage finer than a basis point", () => {
    expect(() => percentToBasisPoints(1.234)).toThrow(/basis point/);
  });
});

describe("parseUsdCents in a language that writes a decimal comma", () => {
  const spanish = { decimal: ",", group: "." };

  it("reads 10,50 as ten and a half, and groups of three with dots", () => {
    expectReadAs(
      [
        ["10,50", 1050],
        ["1.250,50", 125_050],
        ["10,50 US$", 1050],
        ["US$ 1.000.000", 100_000_000],
        ["0,5", 50],
      ],
      spanish,
    );
  });

  it("reads a lone dot followed by cents as a decimal point, as Mexico writes it", () => {
    expectReadAs(
      [
        ["99.50", 9950],
        ["12.5", 1250],
        ["1234.5 US$", 123_450],
      ],
      spanish,
    );
  });

  it("reads a dot before three digits as the thousands separator it is in Spanish", () => {
    expectReadAs([["1.250", 125_000]], spanish);
  });

  it("reads a dot typed last as the amount typed so far, on its way to 50.000 or 50.5", () => {
    expectReadAs(
      [
        ["50.", 5000],
        ["1.250.", 125_000],
      ],
      spanish,
    );
  });

  it("refuses any other mix rather than guessing", () => {
    expectRefused(
      ["10,505", "1.2.5", "1,250.50", "1.25,5", "12.5000"],
      spanish,
    );
  });

  it("quotes a top-up typed with a comma to the cent", () => {
    expect(quoteTopUp("99,99", false, schedule, spanish)).toMatchObject({
      kind: "quote",
      amountCents: 9999,
      topUpFeeCents: 300,
    });
  });
});
