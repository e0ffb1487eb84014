import { business, cardValidity } from "@/content/business";
import { site } from "@/content/site";
import type { AccountValues, View } from "@/lib/get-flow-machine";
import type { PersonalInfoValues } from "@/lib/validation";

export type Field = { label: string; placeholder?: string };

/** Every text field of the flow, by the name it is stored under; the country is a picker. */
export type FieldName = Exclude<
  keyof AccountValues | keyof PersonalInfoValues,
  "countryCode"
>;

/** The 3D scene behind the flow: export a new one from Spline ("Code" → "React") and paste its URL. */
export const sceneUrl =
  "https://prod.spline.design/6Wq1Q7YGyM-iab9i/scene.splinecode";

/** Each view's heading doubles as its document title, so the tab says where the visitor is. */
export const viewTitles = {
  "sign-up": "Create your account",
  login: "Welcome back",
  welcome: "Welcome",
  "select-card": "Select your card",
  "personal-info": "Personal information",
} satisfies Record<View, string>;

export const welcomeHeading = (firstName: string) => `Welcome, ${firstName}`;

/** Whoever logs in is greeted by this name, since no account really exists (docs/product.md). */
export const LOGIN_FIRST_NAME = "User";

export const TOTAL_STEPS = 3;
export const stepLabel = (step: number) => `Step ${step} of ${TOTAL_STEPS}`;

/** The card order's steps, read by the views' headers and the document title; step 3 is not built yet. */
export const viewSteps = {
  "sign-up": undefined,
  login: undefined,
  welcome: undefined,
  "select-card": 1,
  "personal-info": 2,
} satisfies Record<View, number | undefined>;

/** Client-side twin of the layout's title template, which only applies to server metadata. */
export function documentTitle(view: View, greetingName: string) {
  const heading =
    view === "welcome" ? welcomeHeading(greetingName) : viewTitles[view];
  const step = viewSteps[view];
  return `${step ? `${stepLabel(step)}: ` : ""}${heading} · ${site.name}`;
}

/** Each field's label and example; sign-up, login and step 2 share the name and e-mail fields. */
export const fieldCopy = {
  firstName: { label: "First name", placeholder: "Satoshi" },
  lastName: { label: "Last name", placeholder: "Nakamoto" },
  email: { label: "E-mail", placeholder: "satoshi@example.com" },
  password: { label: "Password" },
  birthDate: { label: "Date of birth" },
  phone: { label: "Phone number" },
} satisfies Record<FieldName, Field>;

export const signUpCopy = {
  intro: "Order a prepaid Visa card you fund with SOL.",
  description:
    "Create your account and order a prepaid virtual Visa card you fund with SOL.",
  submit: "Sign Up",
  /** Shown only when JavaScript is off: the flow runs in the browser, and nothing is sent. */
  needsJavaScript:
    "Ordering a card needs JavaScript: everything you type stays in your browser. The rest of the site reads without it.",
  divider: "or",
  login: "Login",
  terms: {
    before: "By continuing, you agree to our",
    link: "Terms of Use",
    after: ".",
  },
};

export const loginCopy = {
  intro: "Log in to order your card.",
  submit: "Login",
  back: "Back to Sign Up",
};

export const welcomeCopy = {
  body: "To get your first card, simply press the deposit button below.",
  deposit: "Deposit",
};

export const selectCardCopy = {
  intro: "Explore and choose the right card for you.",
  features: [
    ...business.wallets,
    "Works IRL everywhere, except Uber",
    `Valid for ${cardValidity}`,
  ],
  feeLabel: "Issuance Fee",
  fee: `${business.issuanceFeeUsd} USD`,
  buttons: { back: "Cancel", next: "Next" },
};

export const personalInfoCopy = {
  intro: "We need a few details to issue your card.",
  country: {
    label: "Country calling code",
    search: "Search countries",
    searchPlaceholder: "Country, code or +49",
    noMatch: "No country matches",
    selected: (name: string, dialCode: string) =>
      `${name}, ${dialCode}, selected`,
  },
  verificationNote:
    "When you add the card to Apple Pay, we verify it by e-mail or phone. At least one of them must be correct, or verification cannot be completed.",
  buttons: { back: "Back", next: "Next" },
  logMessage: "Card order details",
};
