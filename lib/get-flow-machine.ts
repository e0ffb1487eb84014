import {
  isValidLogin,
  isValidSignUp,
  type LoginValues,
  type PersonalInfoValues,
  type SignUpValues,
} from "@/lib/validation";

/** In the order the flow walks them: a move to a later view goes forward, to an earlier one back. */
export const VIEWS = [
  "sign-up",
  "login",
  "welcome",
  "select-card",
  "personal-info",
] as const;

export type View = (typeof VIEWS)[number];

/** The card order's steps; step 3 is not built yet. */
export const TOTAL_STEPS = 3;

/** Which step of the card order each view is, read by the views' headers and the tab title. */
export const VIEW_STEPS = {
  "sign-up": undefined,
  login: undefined,
  welcome: undefined,
  "select-card": 1,
  "personal-info": 2,
} satisfies Record<View, number | undefined>;

/** Sign-up and login share the e-mail: sign-up's carries into login, Back to Sign Up clears it. */
export type AccountValues = SignUpValues & { password: string };

/**
 * Whom the views past login greet: the first name signed up with, or someone who logged in. A
 * login knows no name: the page greets them by its stand-in name, in the language it is read in.
 */
export type Greeted = { by: "sign-up"; firstName: string } | { by: "login" };

/** Everything the visitor has typed or been given; which view shows is the URL's to say. */
export type FlowValues = {
  /** Nobody until a sign-up or a login. */
  greeted: Greeted | null;
  account: AccountValues;
  personal: PersonalInfoValues;
};

/** A press that may move the flow, as the view it was made on reports it. */
export type FlowEvent =
  | { type: "sign-up"; submitted: SignUpValues }
  | { type: "log-in"; submitted: LoginValues }
  | {
      type:
        | "open-login"
        | "back-to-sign-up"
        | "deposit"
        | "next"
        | "cancel"
        | "back";
    };

/** A keystroke or a choice in one field. */
export type FieldEdit =
  | { group: "account"; field: keyof AccountValues; value: string }
  | { group: "personal"; field: keyof PersonalInfoValues; value: string };

/** One row per transition in docs/product.md's /get table. Step 2's Next has no row: it only logs. */
const TRANSITIONS = {
  "sign-up": { "sign-up": "welcome", "open-login": "login" },
  login: { "back-to-sign-up": "sign-up", "log-in": "welcome" },
  welcome: { deposit: "select-card" },
  "select-card": { next: "personal-info", cancel: "welcome" },
  "personal-info": { back: "select-card" },
} satisfies Record<View, Partial<Record<FlowEvent["type"], View>>>;

export function initialValues(countryCode: string): FlowValues {
  return {
    greeted: null,
    account: { firstName: "", lastName: "", email: "", password: "" },
    personal: {
      firstName: "",
      lastName: "",
      birthDate: "",
      countryCode,
      phone: "",
      email: "",
    },
  };
}

export function isView(value: unknown): value is View {
  return VIEWS.includes(value as View);
}

/** Views past the greeting need someone to greet: a URL or a reload must not skip sign-up. */
export function canShow(values: FlowValues, view: View) {
  return view === "sign-up" || view === "login" || values.greeted !== null;
}

/**
 * Where a press on a view leads, or nowhere: the view has no row for it, or what was submitted is
 * input the flow silently ignores.
 */
export function nextView(view: View, event: FlowEvent): View | undefined {
  const routes: Partial<Record<FlowEvent["type"], View>> = TRANSITIONS[view];
  const target = routes[event.type];
  if (event.type === "sign-up" && !isValidSignUp(event.submitted)) return;
  if (event.type === "log-in" && !isValidLogin(event.submitted)) return;
  return target;
}

/** What a press that moved the flow does to its values. */
export function valuesAfter(values: FlowValues, event: FlowEvent): FlowValues {
  const { account, personal } = values;
  switch (event.type) {
    case "sign-up": {
      const submitted = { ...account, ...event.submitted };
      const firstName = submitted.firstName.trim();
      return {
        greeted: { by: "sign-up", firstName },
        account: submitted,
        personal: {
          ...personal,
          firstName,
          lastName: submitted.lastName.trim(),
          email: submitted.email.trim(),
        },
      };
    }
    case "log-in":
      return {
        greeted: { by: "login" },
        // A login knows nothing but the e-mail, and nothing later needs the password.
        account: { ...account, email: event.submitted.email, password: "" },
        personal: { ...personal, email: event.submitted.email.trim() },
      };
    case "back-to-sign-up":
      return { ...values, account: { ...account, email: "", password: "" } };
    default:
      return values;
  }
}

export function withEdit(values: FlowValues, edit: FieldEdit): FlowValues {
  return edit.group === "account"
    ? { ...values, account: { ...values.account, [edit.field]: edit.value } }
    : { ...values, personal: { ...values.personal, [edit.field]: edit.value } };
}

export type ViewDirection = "forward" | "back";

/** Which way a change slides: "back" to an earlier view, else "forward". */
export function directionOf(from: View, to: View): ViewDirection {
  return VIEWS.indexOf(to) < VIEWS.indexOf(from) ? "back" : "forward";
}
