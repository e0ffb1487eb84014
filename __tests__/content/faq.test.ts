import { business } from "@/content/business";
import { faqColumns } from "@/content/faq";

const items = faqColumns.flat();
const answers = items.map((item) => item.answer).join("\n");

describe("FAQ content", () => {
  it("has two columns and at least eight questions", () => {
    expect(faqColumns).toHaveLength(2);
    expect(items.length).toBeGreaterThanOrEqual(8);
  });

  it.each([
    ["issuance fee", `${business.issuanceFeeUsd} USD`],
    ["top-up fee", `${business.topUpFeePercent}%`],
    ["non-USD purchase fee", `${business.nonUsdPurchaseFeePercent}%`],
    ["minimum top-up", `$${business.minimumTopUpUsd}`],
    ["issue time", `${business.cardIssueSeconds} seconds`],
    ["supported merchants", business.supportedMerchants],
    [
      "card validity",
      `${business.cardValidityYears.min} to ${business.cardValidityYears.max} years`,
    ],
    ["token trading fee", `${business.tokenTradeFeePercent}% buy and sell`],
    ...business.wallets.map((wallet) => ["wallet", wallet]),
  ])("quotes the %s from the business constants (%s)", (_, figure) => {
    expect(answers).toContain(figure);
  });

  it("covers annual fees, limits and refunds", () => {
    expect(answers).toMatch(/no annual fees/i);
    expect(answers).toMatch(/limits depend on your account status/i);
    expect(answers).toMatch(/increase from your dashboard/i);
    expect(answers).toMatch(/refund anytime/i);
  });

  it("links the token answer to /token", () => {
    const links = items.flatMap((item) => ("link" in item ? [item.link] : []));
    expect(links).toEqual([expect.objectContaining({ href: "/token" })]);
  });
});
