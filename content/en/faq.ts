import type { Route } from "../site";
import { business } from "../business";
import { sceneHost } from "../scene";
import { site } from "../site";

export type FaqLink = {
  href: Route | `${Route}#${string}` | `#${string}`;
  label: string;
};
export type FaqItem = { question: string; answer: string; link?: FaqLink };
export type FaqGroup = { title: string; items: FaqItem[] };

export type FaqCopy = {
  /** Two columns that each keep at most one answer open (docs/product.md). */
  columns: [FaqGroup[], FaqGroup[]];
};

const wallets = business.wallets.join(" or ");
const { min: validMin, max: validMax } = business.cardValidityYears;
const topUpFee = `${business.topUpFeePercent}%`;
const share = business.allocationPercent;
const feeScheduleLink = {
  href: "#fees",
  label: "See every fee and limit",
} satisfies FaqLink;
const privacyLink = {
  href: "/privacy",
  label: "Read the privacy page",
} satisfies FaqLink;

/** Grouped the way buyers ask. A question whose answer we do not know is left out rather than guessed. */
export const faq = {
  columns: [
    [
      {
        title: "Getting started",
        items: [
          {
            question: `What is ${site.name}?`,
            answer: `A prepaid virtual ${business.cardNetwork} card that you fund with SOL. Add it to ${wallets} and spend online or in store at ${business.supportedMerchants} supported merchants.`,
          },
          {
            question: "How do I get a card, and how long does it take?",
            answer: `Create an account with your name and e-mail, press Deposit, pick your card and give the details it is issued to. It is issued in ${business.cardIssueSeconds} seconds, ready to add to ${wallets}.`,
          },
          {
            question: "Is there a plastic card?",
            answer: `No. The card is virtual: it lives in ${wallets} on your phone and in online checkouts, so there is nothing to wait for in the post.`,
          },
          {
            question: "What details do I need to order?",
            answer: `Your first and last name, date of birth, phone number and e-mail. When you add the card to ${business.wallets[0]}, verification goes by e-mail or phone, so at least one of them must be correct.`,
          },
          {
            question: "How long is the card valid?",
            answer: `Each card is valid for ${validMin} to ${validMax} years.`,
          },
        ],
      },
      {
        title: "Funding with SOL",
        items: [
          {
            question: "How do I top up?",
            answer: `Send SOL from your wallet to your card on the Solana network. It converts to USD at the rate of the moment you top up, and a ${topUpFee} fee is taken from the top-up.`,
          },
          {
            question: "Which networks can I send from?",
            answer:
              "Solana only. Other networks cannot be used: SOL sent on any network other than Solana cannot reach your card and is lost. Check the network in your wallet before you send.",
          },
          {
            question: "How long does a top-up take?",
            answer:
              "Top-ups are instant: your balance updates as soon as the Solana network confirms the transfer, which usually takes seconds.",
          },
          {
            question: "What is the minimum top-up?",
            answer: `$${business.minimumTopUpUsd}, or the equivalent in the currency or crypto you choose to top up with.`,
          },
          {
            question: `Can I top up with the ${site.name} token?`,
            answer: `Not yet. Cards are topped up with SOL today; top-ups with the token are on the roadmap.`,
            link: { href: "/token", label: "See the roadmap" },
          },
        ],
      },
      {
        title: "Spending and wallets",
        items: [
          {
            question: `How do I add the card to ${wallets}?`,
            answer: `On an iPhone, open Wallet, tap +, choose Debit or Credit Card and enter your card's details. On Android, open Google Wallet, tap Add to Wallet and choose Payment card. Either wallet then verifies the card with a code sent by e-mail or phone.`,
          },
          {
            question:
              "The wallet's verification code does not arrive. What can I do?",
            answer:
              "The code goes to the e-mail or phone number you gave when you ordered the card. Look in your spam or junk folder, check that the number had the right country code, wait a few minutes and ask the wallet for a new code. If both the e-mail and the phone number you gave are wrong, verification cannot be completed.",
          },
          {
            question: "Where does the card work?",
            answer: `Online wherever ${business.cardNetwork} is accepted, and in store wherever you can pay with ${wallets}. It works in real life almost everywhere; Uber is the one exception.`,
          },
          {
            question: "Can I pay in other currencies?",
            answer: `Yes. The card holds US dollars, and purchases in any other currency have a ${business.nonUsdPurchaseFeePercent}% fee.`,
          },
        ],
      },
    ],
    [
      {
        title: "Fees and limits",
        items: [
          {
            question: "What does it cost?",
            answer: `Issuing a card costs ${business.issuanceFeeUsd} USD. Each top-up has a ${topUpFee} fee, and purchases in a currency other than USD have a ${business.nonUsdPurchaseFeePercent}% fee. There are no annual fees and no hidden fees.`,
            link: feeScheduleLink,
          },
          {
            question: "Is the issuance fee charged again on later top-ups?",
            answer: `No. The ${business.issuanceFeeUsd} USD is charged once, when the card is issued. After that, each top-up costs its ${topUpFee} fee and nothing more.`,
          },
          {
            question: "Are there spending or top-up limits?",
            answer:
              "Yes: your spend and top-up limits depend on your account status. If you need more room, request an increase from your dashboard, the page where you manage your card once it is issued.",
          },
          {
            question: "Can I get a refund?",
            answer:
              "Yes, you can ask for a refund anytime. With no annual fees, a card you stop using costs you nothing to keep.",
          },
          {
            question: "What happens to money I do not spend?",
            answer:
              "It stays on your card. With no annual fees an unused balance costs nothing to keep, and you can ask for a refund of it anytime.",
          },
        ],
      },
      {
        title: "Security and privacy",
        items: [
          {
            question: "What happens to the details I type on this site?",
            answer:
              "They stay in your browser. This site sends what you type nowhere: it is kept in the tab you typed it in and erased when you close that tab.",
            link: privacyLink,
          },
          {
            question: "Does this site use cookies or analytics?",
            answer: `No cookies, no local storage, no analytics and no trackers. The only other host it contacts is ${sceneHost}, for the 3D background of the sign-up page.`,
            link: privacyLink,
          },
          {
            question: "Why do you ask for my date of birth and phone number?",
            answer: `They are among the details the card is issued to. Your phone number, or your e-mail, is also where ${wallets} sends the code that verifies the card.`,
          },
        ],
      },
      {
        title: "The token",
        items: [
          {
            question: `What does the ${site.name} token cost to trade?`,
            answer: `The token has ${business.tokenTradeFeePercent}% buy and sell fees. Its allocation and roadmap are on the token page.`,
            link: { href: "/token", label: "See the tokenomics" },
          },
          {
            question: "How is the supply split?",
            answer: `${share.liquidityPool}% sits in the liquidity pool, where anyone can trade it. ${share.treasury}% is the treasury that pays for operations, and ${share.marketing}% funds branding and marketing.`,
          },
          {
            question: "What happened to the launch liquidity?",
            answer: `The ${business.fairLaunchLiquiditySol} SOL that seeded the liquidity pool at the fair launch was burned, so it can never be pulled out.`,
          },
          {
            question: "Where do I find the contract address?",
            answer:
              "The copy button at the top of every page copies it. The token page links to it on Solscan and Solana Explorer, so you can check it yourself.",
            link: { href: "/token", label: "Check it on the token page" },
          },
        ],
      },
    ],
  ],
} satisfies FaqCopy;
