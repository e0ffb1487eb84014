import type { Locator, Page, TestInfo } from "@playwright/test";

import { CARD_ORDER_LOG } from "../lib/card-order";
import { expect } from "./fixtures";
import { person } from "./person";

/* What the /get specs share: a visitor, and the ways they move through the flow. */

export { person };

export function heading(page: Page, name: string) {
  return page.getByRole("heading", { level: 1, name, exact: true });
}

export async function signUp(page: Page) {
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(heading(page, `Welcome, ${person.firstName}`)).toBeVisible();
}

/**
 * The skip link, as a keyboard user takes it from the top of the page: Tab, then Enter. Chromium
 * moves the starting point of the next Tab to the main content a frame after the jump, when it
 * also takes focus off the link: a Tab pressed before that frame (a busy machine) would start
 * from the link instead.
 */
export async function takeSkipLink(page: Page) {
  const skipLink = page.getByRole("link", { name: "Skip to content" });
  await page.keyboard.press("Tab");
  await expect(skipLink).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(skipLink).not.toBeFocused();
}

/**
 * Sign-up as a keyboard user does it, focus just before the first field: Tab into each field,
 * type, and Enter.
 */
export async function signUpByKeyboard(page: Page) {
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("First name")).toBeFocused();
  await page.keyboard.type(person.firstName);
  await page.keyboard.press("Tab");
  await page.keyboard.type(person.lastName);
  await page.keyboard.press("Tab");
  await page.keyboard.type(person.email);
  await page.keyboard.press("Enter");
}

export async function goToStep2(page: Page) {
  await page.goto("/get");
  await signUp(page);
  await page.getByRole("button", { name: "Deposit" }).click();
  await expect(heading(page, "Select your card")).toBeVisible();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(heading(page, "Personal information")).toBeVisible();
}

/** The details step 2's Next logs to the console the next time it is pressed. */
export async function nextCardOrderLog(page: Page) {
  const message = await page.waitForEvent("console", (logged) =>
    logged.text().startsWith(CARD_ORDER_LOG),
  );
  return message.args()[1]?.jsonValue();
}

/** Touch on the phone project, a mouse click on the desktop one. */
export async function press(locator: Locator, testInfo: TestInfo) {
  if (testInfo.project.use.hasTouch) await locator.tap();
  else await locator.click();
}

/** Presses Tab until the control has focus, as a keyboard user would. */
export async function tabTo(page: Page, control: Locator) {
  for (let presses = 0; presses < 12; presses += 1) {
    if (
      await control.evaluate((element) => element === document.activeElement)
    ) {
      return;
    }
    await page.keyboard.press("Tab");
  }
  await expect(control).toBeFocused();
}

export function countryTrigger(page: Page) {
  return page.getByRole("button", { name: /^Country calling code/ });
}

/** Opens step 2's country list from its button: the search box it focuses. */
export async function openCountrySearch(page: Page) {
  await countryTrigger(page).click();
  return page.getByRole("combobox", { name: "Search countries" });
}

/**
 * Playwright reads an array whose second item is an object as a [value, options] pair, and a
 * RegExp is an object: the explicit pair keeps a list of several patterns intact.
 */
export function allow(
  patterns: readonly RegExp[],
): [RegExp[], { scope: "test" }] {
  return [[...patterns], { scope: "test" }];
}
