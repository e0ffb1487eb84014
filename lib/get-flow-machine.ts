import {
  isValidLogin,
  isValidSignUp,
  type PersonalInfoValues,
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

/** Sign-up and login share the e-mail, so switching between them keeps what was typed. */
export type AccountValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
};

export type FlowState = {
  view: View;
  /** The name on the welcome screen: the sign-up first name, or the login's stand-in name. */
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

/** Nobody really logs in (SPEC §4), so the login carries the name the welcome screen greets. */
export type ViewAction =
  | { type: Exclude<FlowEvent, "log-in"> }
  | { type: "log-in"; greetingName: string }
  | { type: "show"; view: View };

export type EditAction =
  | { type: "edit-account"; field: keyof AccountValues; value: string }
  | { type: "edit-personal"; field: keyof PersonalInfoValues; value: string };

export type FlowAction =
  ViewAction | EditAction | { type: "restore"; state: FlowState };

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

export function isView(value: unknown): value is View {
  return VIEWS.includes(value as View);
}

/** Views past the greeting need someone to greet: history or storage must not skip sign-up. */
export function canShow(state: FlowState, view: View) {
  return view === "sign-up" || view === "login" || state.greetingName !== "";
}

export function isEditAction(action: FlowAction): action is EditAction {
  return action.type === "edit-account" || action.type === "edit-personal";
}

export type ViewDirection = "forward" | "back";

/** Where a view action would lead: "forward" to a later view, "back" to an earlier one. */
export function directionOf(
  state: FlowState,
  action: ViewAction,
): ViewDirection {
  const routes: Partial<Record<FlowEvent, View>> = TRANSITIONS[state.view];
  const target = action.type === "show" ? action.view : routes[action.type];
  return target && VIEWS.indexOf(target) < VIEWS.indexOf(state.view)
    ? "back"
    : "forward";
}

function transition(state: FlowState, action: ViewAction): FlowState {
  if (action.type === "show") {
    return canShow(state, action.view)
      ? { ...state, view: action.view }
      : state;
  }
  const routes: Partial<Record<FlowEvent, View>> = TRANSITIONS[state.view];
  const view = routes[action.type];
  if (!view) return state;
  const { account } = state;

  switch (action.type) {
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
        greetingName: action.greetingName,
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
    case "restore":
      return action.state;
    default:
      return transition(state, action);
  }
}
