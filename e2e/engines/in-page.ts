import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as TestingLibraryDom from "@testing-library/dom";

import type { PageTarget } from "./target";

/*
 * What the harness puts into a page. Each function here is sent to the browser as source text and
 * runs there: it can use only its arguments and the page's globals, never this module's imports.
 */

type InPageHelpers = {
  /** Every element that assistive technology sees under `target`'s role and name, or label. */
  find(target: PageTarget): HTMLElement[];
  /**
   * The one element `target` names, in view, still and not covered: a visitor could press it now.
   */
  ready(target: PageTarget): Promise<HTMLElement>;
  /** What went wrong in this document since the harness arrived in it. */
  problems: string[];
};

declare global {
  interface Window {
    TestingLibraryDom?: typeof TestingLibraryDom;
    engineJourney?: InPageHelpers;
  }
}

/** Testing Library's browser bundle: its queries compute accessible names as browsers do. */
export const testingLibrarySource = readFileSync(
  createRequire(__filename).resolve(
    "@testing-library/dom/dist/@testing-library/dom.umd.min.js",
  ),
  "utf8",
);

/** Whether this document still has the harness: a load or a reload starts a bare one. */
export function isInstrumentedInPage() {
  return Boolean(window.TestingLibraryDom && window.engineJourney);
}

/**
 * Installs the helpers over Testing Library, already injected. With `recordsProblems`, it also
 * records uncaught errors, unhandled rejections, console errors and CSP violations from now on,
 * for an engine whose driver reports none of them.
 */
export function instrumentInPage(recordsProblems: boolean) {
  const dom = window.TestingLibraryDom;
  if (!dom) throw new Error("Testing Library did not load in the page.");
  if (window.engineJourney) return;

  const find = (target: PageTarget): HTMLElement[] => {
    if ("label" in target)
      return dom.queryAllByLabelText(document.body, target.label, {
        exact: true,
      });
    const { name, within } = target;
    const scopes = within ? find(within) : [document.body];
    const [scope] = scopes;
    if (!scope || scopes.length > 1) return [];
    return dom.queryAllByRole(scope, target.role, {
      level: target.level,
      name:
        name === undefined || typeof name === "string"
          ? name
          : new RegExp(name.source, name.flags),
    });
  };

  const describe = (element: Element | null) =>
    element
      ? `<${element.tagName.toLowerCase()}${element.id ? ` id="${element.id}"` : ""}>`
      : "nothing";

  const nextFrame = () =>
    new Promise((resolve) => requestAnimationFrame(resolve));

  const ready = async (target: PageTarget) => {
    const matches = find(target);
    const [element] = matches;
    if (!element || matches.length > 1)
      throw new Error(`${matches.length} elements match`);
    element.scrollIntoView({
      block: "center",
      inline: "center",
      behavior: "instant",
    });
    // As Playwright waits for a still target: a section laid out late, above it, can move it
    // in the frames after the scroll (WebKit does not anchor the scroll), and a press sent to
    // where it was lands beside it.
    const scrolledTo = element.getBoundingClientRect();
    await nextFrame();
    await nextFrame();
    const box = element.getBoundingClientRect();
    if (box.top !== scrolledTo.top || box.left !== scrolledTo.left)
      throw new Error("it is still moving");
    if (box.width === 0 || box.height === 0)
      throw new Error("it takes no room on screen");
    const hit = document.elementFromPoint(
      box.x + box.width / 2,
      box.y + box.height / 2,
    );
    if (!hit || !element.contains(hit))
      throw new Error(`its centre shows ${describe(hit)} instead`);
    return element;
  };

  const problems: string[] = [];
  window.engineJourney = { find, ready, problems };
  if (!recordsProblems) return;

  window.addEventListener("error", (event) =>
    problems.push(`uncaught: ${event.message}`),
  );
  window.addEventListener("unhandledrejection", (event) =>
    problems.push(`unhandled rejection: ${String(event.reason)}`),
  );
  document.addEventListener("securitypolicyviolation", (event) =>
    problems.push(
      `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`,
    ),
  );
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    problems.push(`console error: ${args.map(String).join(" ")}`);
    consoleError(...args);
  };
}

/** What the harness recorded in this document, handed over once. */
export function takeProblemsInPage() {
  return window.engineJourney?.problems.splice(0) ?? [];
}

/**
 * Reports CSP violations as console errors from the first script on, where a driver that sees the
 * console (Firefox's) reports them, as the Playwright fixture does in Chromium.
 */
export function reportCspViolationsInPage() {
  document.addEventListener("securitypolicyviolation", (event) => {
    console.error(
      `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`,
    );
  });
}
