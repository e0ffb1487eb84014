import type { ByRoleMatcher } from "@testing-library/dom";

/** A landmark or region, by role and accessible name, that a search stays inside. */
export type Scope = { role: ByRoleMatcher; name: string };

/**
 * What a visitor finds a control by: its role and accessible name (inside a landmark, when the
 * page has several with that name), or the label of a field.
 */
export type Target =
  | {
      role: ByRoleMatcher;
      name?: string | RegExp;
      level?: number;
      within?: Scope;
    }
  | { label: string };

/** A target as it crosses into the page: a RegExp does not survive the trip as itself. */
export type PageTarget =
  | {
      role: ByRoleMatcher;
      name?: string | { source: string; flags: string };
      level?: number;
      within?: Scope;
    }
  | { label: string };

export function toPageTarget(target: Target): PageTarget {
  if ("label" in target) return target;
  const { name } = target;
  return {
    ...target,
    name:
      name instanceof RegExp
        ? { source: name.source, flags: name.flags }
        : name,
  };
}

/** How a failure names the target: `button "Sign Up"`, `field labelled "E-mail"`. */
export function describeTarget(target: Target): string {
  if ("label" in target) return `field labelled "${target.label}"`;
  const level = target.level === undefined ? "" : ` level ${target.level}`;
  const name =
    target.name === undefined
      ? ""
      : typeof target.name === "string"
        ? ` "${target.name}"`
        : ` ${target.name}`;
  const within = target.within
    ? ` in ${String(target.within.role)} "${target.within.name}"`
    : "";
  return `${String(target.role)}${level}${name}${within}`;
}
