import { feeCalculatorStart } from "@/lib/fee-calculator-start";
import { schedule } from "./fee-schedule-fixture";

describe("feeCalculatorStart", () => {
  it("writes the worked example, a first card's top-up, and the quick picks in the language", () => {
    expect(
      feeCalculatorStart({
        tag: "pt-BR",
        schedule,
        amount: "100",
        quickPicksUsd: [50, 100],
      }),
    ).toEqual({
      amount: "100",
      isFirstCard: true,
      separators: { decimal: ",", group: "." },
      figures: {
        amount: "US$\u00a0100,00",
        topUpFee: "−US$\u00a03,00",
        issuanceFee: "−US$\u00a010,00",
        lands: "US$\u00a087,00",
      },
      quickPicks: [
        { usd: 50, label: "US$\u00a050" },
        { usd: 100, label: "US$\u00a0100" },
      ],
    });
  });

  it("refuses an example the calculator would answer with a message instead of a quote", () => {
    expect(() =>
      feeCalculatorStart({
        tag: "en",
        schedule,
        amount: "5",
        quickPicksUsd: [],
      }),
    ).toThrow(/not a top-up it quotes/);
  });
});
