import {
  formatNumber,
  formatPercent,
  formatUsd,
  formatUsdCents,
  formatYear,
  numberSeparators,
} from "@/lib/number-format";

// Intl separates a currency from its amount with a no-break space.
const nbsp = (text: string) => text.replaceAll(" ", "\u00a0");

describe("formatUsdCents", () => {
  it("writes cents as dollars with thousands separators and two decimals, in English", () => {
    expect(formatUsdCents(0, "en")).toBe("$0.00");
    expect(formatUsdCents(5, "en")).toBe("$0.05");
    expect(formatUsdCents(8700, "en")).toBe("$87.00");
    expect(formatUsdCents(100_000_000, "en")).toBe("$1,000,000.00");
    expect(formatUsdCents(-30, "en")).toBe("−$0.30");
  });

  it("writes them as Spanish and Brazilian Portuguese do", () => {
    expect(formatUsdCents(300, "es")).toBe(nbsp("3,00 US$"));
    expect(formatUsdCents(300, "pt-BR")).toBe(nbsp("US$ 3,00"));
    expect(formatUsdCents(-125_050, "pt-BR")).toBe(nbsp("−US$ 1.250,50"));
  });

  it("never rounds a cent through floating point", () => {
    expect(formatUsdCents(1_000_000_000_001, "en")).toBe("$10,000,000,000.01");
  });
});

describe("formatUsd", () => {
  it("shows cents only when there are some", () => {
    expect(formatUsd(10, "en")).toBe("$10");
    expect(formatUsd(4.8, "en")).toBe("$4.80");
    expect(formatUsd(1_000_000, "es")).toBe(nbsp("1.000.000 US$"));
    expect(formatUsd(10, "pt-BR")).toBe(nbsp("US$ 10"));
  });
});

describe("formatPercent, formatNumber and formatYear", () => {
  it("write figures with each language's separators", () => {
    expect(formatPercent(1.5, "en")).toBe("1.5%");
    expect(formatPercent(1.5, "es")).toBe(nbsp("1,5 %"));
    expect(formatPercent(3, "pt-BR")).toBe("3%");
    expect(formatNumber(1_000_000, "pt-BR")).toBe("1.000.000");
  });

  it("writes a year without grouping", () => {
    expect(formatYear(2025, "en")).toBe("2025");
    expect(formatYear(2025, "pt-BR")).toBe("2025");
  });
});

describe("numberSeparators", () => {
  it("reads each language's decimal and group separators from Intl", () => {
    expect(numberSeparators("en")).toEqual({ decimal: ".", group: "," });
    expect(numberSeparators("es")).toEqual({ decimal: ",", group: "." });
    expect(numberSeparators("pt-BR")).toEqual({ decimal: ",", group: "." });
  });
});
