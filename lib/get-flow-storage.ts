import type { FlowValues, Greeted } from "@/lib/get-flow-machine";

/*
 * What the visitor typed survives a reload in this tab's sessionStorage, the password never. The
 * view is not stored: the URL names it.
 */

export const STORAGE_KEY = "solswipe:get-flow";

export function serializeFlowValues({ account, ...values }: FlowValues) {
  const { firstName, lastName, email } = account;
  return JSON.stringify({ ...values, account: { firstName, lastName, email } });
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

function parseGreeted(source: unknown): Greeted | null {
  if (typeof source !== "object" || source === null) return null;
  const { by, firstName } = source as Record<string, unknown>;
  if (by === "login") return { by };
  if (by === "sign-up" && typeof firstName === "string" && firstName !== "")
    return { by, firstName };
  return null;
}

/** Reads what `serializeFlowValues` wrote, trusting nothing: storage can hold anything. */
export function parseFlowValues(
  raw: string | null,
  defaults: FlowValues,
): FlowValues | null {
  if (raw === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  const stored = data as Record<string, unknown>;
  return {
    greeted: parseGreeted(stored.greeted),
    account: {
      ...pickStrings(defaults.account, stored.account),
      password: "",
    },
    personal: pickStrings(defaults.personal, stored.personal),
  };
}
