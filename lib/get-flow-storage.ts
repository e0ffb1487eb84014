import { canShow, isView, type FlowState } from "@/lib/get-flow-machine";

/* The view and the values survive a reload in sessionStorage, the password never. */

export const STORAGE_KEY = "solswipe:get-flow";

export function serializeFlowState({ account, ...state }: FlowState) {
  const { firstName, lastName, email } = account;
  return JSON.stringify({ ...state, account: { firstName, lastName, email } });
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
