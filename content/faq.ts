import type { Route } from "./site";
import { business } from "./business";
import { site } from "./site";

export type FaqLink = { href: Route; label: string };
export type FaqItem = { question: string; answer: string; link?: FaqLink };

const wallets = business.wallets.join(" or ");
const { min: validMin, max: validMax } = business.cardValidityYears;

export const faqColumns = [
  [
    {
      question: `What is ${site.name}?`,
      answer: `A prepaid virtual ${business.cardNetwork} card that you fund with SOL. Add it to ${wallets} and spend online or in store at ${business.supportedMerchants} supported merchants.`,
    },
    {
      question: "How do I get a card, and how long does it take?",
      answer: `Create an account with your name and e-mail, press Deposit and pick your card. It is issued in ${business.cardIssueSeconds} seconds, ready to add to ${wallets}.`,
    },
    {
      question: "What does it cost?",
      answer: `Issuing a card costs ${business.issuanceFeeUsd} USD. Each top-up has a ${business.topUpFeePercent}% fee, and purchases in a currency other than USD have a ${business.nonUsdPurchaseFeePercent}% fee. There are no annual fees and no hidden fees.`,
    },
    {
      question: "What is the minimum top-up?",
      answer: `$${business.minimumTopUpUsd}, or the equivalent in the currency or crypto you choose to top up with.`,
    },
    {
      question: "Where does the card work?",
      answer: `Online wherever ${business.cardNetwork} is accepted, and in store through ${wallets}. It works in real life almost everywhere; Uber is the one exception.`,
    },
  ],
  [
    {
      question: "Are there spending or top-up limits?",
      answer:
        "Your spend and top-up limits depend on your account status. If you need more room, request an increase from your dashboard.",
    },
    {
      question: "How long is the card valid?",
      answer: `Each card is valid for ${validMin} to ${validMax} years.`,
    },
    {
      question: "Can I get a refund?",
      answer:
        "Yes, you can ask for a refund anytime. With no annual fees, a card you stop using costs you nothing to keep.",
    },
    {
      question: "How is the card verified in Apple Pay?",
      answer:
        "When you add the card to Apple Pay, verification goes by e-mail or phone, so make sure at least one of them is correct when you order.",
    },
    {
      question: `What does the ${site.name} token cost to trade?`,
      answer: `The token has ${business.tokenTradeFeePercent}% buy and sell fees. Its allocation and roadmap are on the token page.`,
      link: { href: "/token", label: "See the tokenomics" },
    },
  ],
] satisfies [FaqItem[], FaqItem[]];
