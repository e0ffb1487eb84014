import { LOGIN_FIRST_NAME } from "@/content/get";
import {
  isValidLogin,
  isValidSignUp,
  type PersonalInfoValues,
} from "@/lib/validation";

export const VIEWS = [
  "sign-up",
  "login",
  "welcome",
  "select-card",
  "personal-info",
] as const;

export type View = (typeof VIEWS)[number];

/** Sign-up and login share the e-mail, so switching between them keeps what was typed. */
export type AccountValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
};

export type FlowState = {
  view: View;
  /** The name on the welcome screen: the sign-up first name, or "User" after a login. */
  greetingName: string;
  account: AccountValues;
  personal: PersonalInfoValues;
};

export type FlowEvent =
  | "sign-up"
  | "open-login"
  | "back-to-sign-up"
  | "log-in"
  | "deposit"
  | "next"
  | "cancel"
  | "back";

/** SPEC §4, one row per entry. Step 2's Next has no row on purpose: it only logs. */
export const TRANSITIONS = {
  "sign-up": { "sign-up": "welcome", "open-login": "login" },
  login: { "back-to-sign-up": "sign-up", "log-in": "welcome" },
  welcome: { deposit: "select-card" },
  "select-card": { next: "personal-info", cancel: "welcome" },
  "personal-info": { back: "select-card" },
} satisfies Record<View, Partial<Record<FlowEvent, View>>>;

export type FlowAction =
  | { type: FlowEvent }
  | { type: "edit-account"; field: keyof AccountValues; value: string }
  | { type: "edit-personal"; field: keyof PersonalInfoValues; value: string }
  | { type: "show"; view: View }
  | { type: "restore"; state: FlowState };

export function initialFlowState(countryCode: string): FlowState {
  return {
    view: "sign-up",
    greetingName: "",
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

/** Views past the greeting need someone to greet: history or storage must not skip sign-up. */
export function canShow(state: FlowState, view: View) {
  return view === "sign-up" || view === "login" || state.greetingName !== "";
}

function transition(state: FlowState, event: FlowEvent): FlowState {
  const routes: Partial<Record<FlowEvent, View>> = TRANSITIONS[state.view];
  const view = routes[event];
  if (!view) return state;
  const { account } = state;

  switch (event) {
    case "sign-up": {
      if (!isValidSignUp(account)) return state;
      const firstName = account.firstName.trim();
      return {
        ...state,
        view,
        greetingName: firstName,
        personal: {
          ...state.personal,
          firstName,
          lastName: account.lastName.trim(),
          email: account.email.trim(),
        },
      };
    }
    case "log-in":
      if (!isValidLogin(account)) return state;
      return {
        ...state,
        view,
        greetingName: LOGIN_FIRST_NAME,
        // A login knows nothing but the e-mail, and nothing later needs the password.
        account: { ...account, password: "" },
        personal: { ...state.personal, email: account.email.trim() },
      };
    case "back-to-sign-up":
      return {
        ...state,
        view,
        account: { ...account, email: "", password: "" },
      };
    default:
      return { ...state, view };
  }
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case "edit-account":
      return {
        ...state,
        account: { ...state.account, [action.field]: action.value },
      };
    case "edit-personal":
      return {
        ...state,
        personal: { ...state.personal, [action.field]: action.value },
      };
    case "show":
      return canShow(state, action.view)
        ? { ...state, view: action.view }
        : state;
    case "restore":
      return action.state;
    default:
      return transition(state, action.type);
  }
}

/* Persistence: the view and the values survive a reload in sessionStorage, the password never. */

export const STORAGE_KEY = "solswipe:get-flow";

export function serializeFlowState({ account, ...state }: FlowState) {
  const { firstName, lastName, email } = account;
  return JSON.stringify({ ...state, account: { firstName, lastName, email } });
}

export function isView(value: unknown): value is View {
  return VIEWS.includes(value as View);
}

function pickStrings<T extends Record<string, string>>(
  defaults: T,
  source: unknown,
): T {
  const record = (
    typeof source === "object" && source !== null ? source : {}
  ) as Record<string, unknown>;
  const picked = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const value = record[key];
    if (typeof value === "string") picked[key] = value as T[typeof key];
  }
  return picked;
}

/** Reads what `serializeFlowState` wrote, trusting nothing: storage can hold anything. */
export function parseFlowState(
  raw: string | null,
  defaults: FlowState,
): FlowState | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  const stored = data as Record<string, unknown>;
  const state: FlowState = {
    view: defaults.view,
    greetingName:
      typeof stored.greetingName === "string" ? stored.greetingName : "",
    account: {
      ...pickStrings(defaults.account, stored.account),
      password: "",
    },
    personal: pickStrings(defaults.personal, stored.personal),
  };
  if (isView(stored.view) && canShow(state, stored.view)) {
    state.view = stored.view;
  }
  return state;
}

/** What step 2's Next logs: every field trimmed, the number with its dial code. */
export function cardOrderDetails(
  { countryCode, phone, ...personal }: PersonalInfoValues,
  dialCode: string,
) {
  return {
    firstName: personal.firstName.trim(),
    lastName: personal.lastName.trim(),
    birthDate: personal.birthDate,
    country: countryCode,
    phone: `${dialCode} ${phone.trim()}`,
    email: personal.email.trim(),
  };
}

/* History: each view has its own URL hash, so Back, Forward and reload land on the same view. */

export function hashForView(view: View) {
  return view === "sign-up" ? "" : `#${view}`;
}

export function viewFromHash(hash: string): View | undefined {
  const name = hash.replace(/^#/, "");
  return isView(name) ? name : undefined;
}
