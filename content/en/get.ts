import type { AccountValues, View } from "@/lib/get-flow-machine";
import type { RefusalMessages } from "@/lib/refusal-message";
import type { PersonalInfoValues } from "@/lib/validation";
import { business } from "../business";

export type Field = { label: string; placeholder?: string };

/** Every text field of the flow, by the name it is stored under; the country is a picker. */
export type FieldName = Exclude<
  keyof AccountValues | keyof PersonalInfoValues,
  "countryCode"
>;

type StepButtonsCopy = { back: string; next: string };

/** The flow's words: plain data, handed to the flow's island whole. */
export type GetCopy = {
  /** Each view's heading doubles as its document title, so the tab says where the visitor is. */
  viewTitles: Record<View, string>;
  /** {firstName} */
  welcomeHeading: string;
  /** Whoever logs in is greeted by this name, since no account really exists (docs/product.md). */
  loginFirstName: string;
  /** {step} of {total} */
  stepLabel: string;
  /** {step}: {heading}, for the document title of a step of the card order. */
  stepTitle: string;
  fields: Record<FieldName, Field>;
  /**
   * Shown by the browser beside a field its own check refused, in place of its message, which is
   * in the browser's language rather than the page's.
   */
  refusals: RefusalMessages;
  signUp: {
    intro: string;
    description: string;
    submit: string;
    /** Shown only when JavaScript is off: the flow runs in the browser, and nothing is sent. */
    needsJavaScript: string;
    divider: string;
    login: string;
    /** `unavailable` is read after the link's name: the terms are not published yet. */
    terms: { before: string; link: string; unavailable: string; after: string };
  };
  login: { intro: string; submit: string; back: string };
  welcome: { body: string; deposit: string };
  selectCard: {
    intro: string;
    features: string[];
    feeLabel: string;
    fee: string;
    buttons: StepButtonsCopy;
  };
  personalInfo: {
    intro: string;
    country: {
      label: string;
      search: string;
      searchPlaceholder: string;
      noMatch: string;
      /** {name}, {dialCode} */
      selected: string;
    };
    verificationNote: string;
    buttons: StepButtonsCopy;
  };
  privacyNote: { text: string; linkLabel: string };
  /** Shown in the panel after a reload mid-flow, until the visitor's view is back. */
  resuming: string;
  /** Names the switch that stops the 3D background. */
  pauseScene: string;
};

const { min: validMin, max: validMax } = business.cardValidityYears;

export const get = {
  viewTitles: {
    "sign-up": "Create your account",
    login: "Welcome back",
    welcome: "Welcome",
    "select-card": "Select your card",
    "personal-info": "Personal information",
  },
  welcomeHeading: "Welcome, {firstName}",
  loginFirstName: "User",
  stepLabel: "Step {step} of {total}",
  stepTitle: "{step}: {heading}",
  fields: {
    firstName: { label: "First name", placeholder: "Satoshi" },
    lastName: { label: "Last name", placeholder: "Nakamoto" },
    email: { label: "E-mail", placeholder: "satoshi@example.com" },
    password: { label: "Password" },
    birthDate: { label: "Date of birth" },
    phone: { label: "Phone number" },
  },
  refusals: {
    missing: "Fill in this field.",
    email: "Enter an e-mail address, such as name@example.com.",
    date: "Enter the whole date: day, month and year.",
  },
  signUp: {
    intro: "Order a prepaid Visa card you fund with SOL.",
    description:
      "Create your account and order a prepaid virtual Visa card you fund with SOL.",
    submit: "Sign Up",
    needsJavaScript:
      "Ordering a card needs JavaScript: everything you type stays in your browser. The rest of the site reads without it.",
    divider: "or",
    login: "Login",
    terms: {
      before: "By continuing, you agree to our",
      link: "Terms of Use",
      unavailable: "(not published yet)",
      after: ".",
    },
  },
  login: {
    intro: "Log in to order your card.",
    submit: "Login",
    back: "Back to Sign Up",
  },
  welcome: {
    body: "To get your first card, simply press the deposit button below.",
    deposit: "Deposit",
  },
  selectCard: {
    intro: "Explore and choose the right card for you.",
    features: [
      ...business.wallets,
      "Works IRL everywhere, except Uber",
      `Valid for ${validMin}-${validMax} years`,
    ],
    feeLabel: "Issuance Fee",
    fee: `${business.issuanceFeeUsd} USD`,
    buttons: { back: "Cancel", next: "Next" },
  },
  personalInfo: {
    intro: "We need a few details to issue your card.",
    country: {
      label: "Country calling code",
      search: "Search countries",
      searchPlaceholder: "Country, code or +49",
      noMatch: "No country matches",
      selected: "{name}, {dialCode}, selected",
    },
    verificationNote:
      "When you add the card to Apple Pay, we verify it by e-mail or phone. At least one of them must be correct, or verification cannot be completed.",
    buttons: { back: "Back", next: "Next" },
  },
  resuming: "Picking up where you left off…",
  pauseScene: "Pause the background animation",
  privacyNote: {
    text: "Nothing you type here leaves your browser.",
    linkLabel: "How we handle your details",
  },
} satisfies GetCopy;
