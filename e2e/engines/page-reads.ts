import type { EnginePage } from "./engine-page";
import {
  describeTarget,
  toPageTarget,
  type PageTarget,
  type Target,
} from "./target";
import { waitForEqual, waitUntil } from "./wait-until";

/* Reads the journeys share: each runs in the page, with Testing Library's queries at hand. */

/** The text of every heading of `level`, whitespace collapsed as a screen reader reads it. */
export function headingTexts(page: EnginePage, level: number) {
  return page.read(
    (headingLevel: number) =>
      [...document.querySelectorAll(`h${headingLevel}`)].map((heading) =>
        // HTML's own white space only: a no-break space ("0 %" in Spanish) is the copy's.
        (heading.textContent ?? "").replace(/[\t\n\f\r ]+/g, " ").trim(),
      ),
    level,
  );
}

export async function expectHeading(page: EnginePage, text: string) {
  await waitForEqual("the page's h1", () => headingTexts(page, 1), [text]);
}

/** An attribute of the one element `target` names. */
export function attributeOf(page: EnginePage, target: Target, name: string) {
  return page.read(
    (pageTarget: PageTarget, attribute: string) => {
      const matches = window.engineJourney!.find(pageTarget);
      if (matches.length !== 1)
        throw new Error(`${matches.length} elements match`);
      return matches[0]?.getAttribute(attribute) ?? null;
    },
    toPageTarget(target),
    name,
  );
}

export function fieldValue(page: EnginePage, label: string) {
  return page.read((pageTarget: PageTarget) => {
    const [field] = window.engineJourney!.find(pageTarget);
    return field instanceof HTMLInputElement ? field.value : null;
  }, toPageTarget({ label }));
}

/** What the browser says beside the field labelled `label` when it refuses it. */
export function fieldRefusal(page: EnginePage, label: string) {
  return page.read((pageTarget: PageTarget) => {
    const [field] = window.engineJourney!.find(pageTarget);
    return field instanceof HTMLInputElement ? field.validationMessage : null;
  }, toPageTarget({ label }));
}

/**
 * Waits until React has hydrated the element `target` names: React keeps its props on the nodes
 * it has hydrated, and WebDriver offers no other sign that a press would now be handled. For
 * journeys whose check needs the press to count, not for those that hold a press made early.
 */
export async function waitForHydration(page: EnginePage, target: Target) {
  await waitUntil(`React to hydrate ${describeTarget(target)}`, () =>
    page.read((pageTarget: PageTarget) => {
      const [element] = window.engineJourney!.find(pageTarget);
      return Boolean(
        element &&
        Object.keys(element).some((key) => key.startsWith("__reactProps$")),
      );
    }, toPageTarget(target)),
  );
}

/** Scrolls the region `name` to the middle of the screen, as a visitor scrolls to it. */
export function scrollToRegion(page: EnginePage, name: string) {
  return page.read(
    (pageTarget: PageTarget) => {
      const [region] = window.engineJourney!.find(pageTarget);
      region?.scrollIntoView({ block: "center", behavior: "instant" });
      return Boolean(region);
    },
    toPageTarget({ role: "region", name }),
  );
}
