import type { SectionIntro } from "../section-intro";
import { business } from "../business";

export type HowItWorksStepId = "create" | "top-up" | "wallet" | "spend";

type HowItWorksStep = {
  id: HowItWorksStepId;
  title: string;
  description: string;
  /** Said beside the step, not only in its picture: what a visitor must not get wrong. */
  warning?: string;
};

export type HowItWorksCopy = {
  intro: SectionIntro;
  steps: HowItWorksStep[];
  /**
   * The words inside the drawings. They repeat what each step says in text, so the drawings are
   * hidden from screen readers.
   */
  screens: {
    create: {
      fields: { label: string; value: string }[];
      holderName: string;
      issued: string;
      fee: string;
    };
    topUp: {
      title: string;
      asset: string;
      networkLabel: string;
      network: string;
      addressLabel: string;
      warning: string;
    };
    wallet: { title: string; codeLabel: string; code: string[] };
    spend: { merchant: string; amount: string; approved: string; hold: string };
  };
};

const wallets = business.wallets.join(" or ");

export const howItWorks = {
  intro: {
    eyebrow: "How it works",
    title: "From SOL in your wallet to a tap at the till.",
    description:
      "Four steps, each shown as you will see it. The only one to take care over is the network you send from.",
  },
  steps: [
    {
      id: "create",
      title: "Create your card",
      description: `Sign up with your name and e-mail, press Deposit, pick your card and give the details it is issued to. It is ready in ${business.cardIssueSeconds} seconds, for a one-time ${business.issuanceFeeUsd} USD.`,
    },
    {
      id: "top-up",
      title: "Top up with SOL, on Solana",
      description: `Send SOL from your wallet to your card, from $${business.minimumTopUpUsd}. It converts to USD at the rate of the moment you top up, less the ${business.topUpFeePercent}% top-up fee.`,
      warning:
        "Send SOL on the Solana network only. Other networks cannot be used: SOL sent on any other network is lost.",
    },
    {
      id: "wallet",
      title: `Add it to ${wallets}`,
      description:
        "Add the card in your phone's wallet. The wallet checks it is yours with a code sent to the e-mail or phone number you gave when ordering, so at least one of them must be right.",
    },
    {
      id: "spend",
      title: "Tap to pay",
      description: `Hold your phone to the reader in store, or pick ${wallets} at an online checkout, at ${business.supportedMerchants} supported merchants. Paying in a currency other than USD costs ${business.nonUsdPurchaseFeePercent}%.`,
    },
  ],
  screens: {
    create: {
      fields: [
        { label: "First name", value: "Alex" },
        { label: "E-mail", value: "alex@example.com" },
      ],
      holderName: "Alex Morgan",
      issued: `Issued in ${business.cardIssueSeconds} s`,
      fee: `${business.issuanceFeeUsd} USD, once`,
    },
    topUp: {
      title: "Top up",
      asset: "SOL",
      networkLabel: "Network",
      network: "Solana",
      addressLabel: "Your top-up address",
      warning: "Solana network only. SOL sent on another network is lost.",
    },
    wallet: {
      title: "Wallet",
      codeLabel: "Code sent by e-mail or SMS",
      code: ["4", "8", "1", "", "", ""],
    },
    spend: {
      merchant: "Coffee & co.",
      amount: "$4.80",
      approved: "Approved",
      hold: "Hold near reader",
    },
  },
} satisfies HowItWorksCopy;
