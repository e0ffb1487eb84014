import { business } from "@/content/business";
import type { FaqCopy } from "@/content/en/faq";
import { en } from "@/content/en";
import { sceneHost } from "@/content/scene";

const faqColumns: FaqCopy["columns"] = en.faq.columns;
const faqItems = faqColumns.flat().flatMap((group) => group.items);

const answers = faqItems.map((item) => item.answer).join("\n");

// The English FAQ, the source the translations are made from: they are held to it in
// translations.test.ts.
describe("FAQ content", () => {
  it("has two columns and at least twenty answers", () => {
    expect(faqColumns).toHaveLength(2);
    expect(faqItems.length).toBeGreaterThanOrEqual(20);
  });

  it("groups the questions the way buyers ask them", () => {
    expect(faqColumns.flat().map((group) => group.title)).toEqual([
      "Getting started",
      "Funding with SOL",
      "Spending and wallets",
      "Fees and limits",
      "Security and privacy",
      "The token",
    ]);
  });

  it("asks every question once", () => {
    const questions = faqItems.map((item) => item.question);
    expect(new Set(questions).size).toBe(questions.length);
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
    ["burned liquidity", `${business.fairLaunchLiquiditySol} SOL`],
    ["3D scene host", sceneHost],
    ...business.wallets.map((wallet) => ["wallet", wallet]),
    ...en.token.allocation.cards.map((card) => [
      card.tag,
      `${business.allocationPercent[card.id]}%`,
    ]),
  ])("quotes the %s from the content it belongs to (%s)", (_, figure) => {
    expect(answers).toContain(figure);
  });

  it("says which network to top up on and what happens on another", () => {
    expect(answers).toMatch(/Solana only/);
    expect(answers).toMatch(/any network other than Solana .* is lost/);
  });

  it("covers annual fees, limits, refunds and the verification code", () => {
    expect(answers).toMatch(/no annual fees/i);
    expect(answers).toMatch(/limits depend on your account status/i);
    expect(answers).toMatch(/increase from your dashboard, the page where/i);
    expect(answers).toMatch(/refund anytime/i);
    expect(answers).toMatch(/at least one of them must be correct/i);
  });

  it("links the token answers to /token, the privacy answers to /privacy and the cost to the schedule", () => {
    const links = faqItems.flatMap((item) =>
      item.link ? [item.link.href] : [],
    );
    expect(new Set(links)).toEqual(new Set(["/token", "/privacy", "#fees"]));
  });
});
