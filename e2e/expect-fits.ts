import type { Page } from "@playwright/test";

import { crossingTheEdge } from "./crossing-the-edge";
import { expect } from "./fixtures";
import { countryTrigger, heading, signUp } from "./get-helpers";
import { linesPastTheirFrame } from "./lines-past-their-frame";

/** Each section in view in turn: nothing crosses the window's edge or scrolls sideways. */
export async function expectEverySectionFits(page: Page) {
  expect(
    await page.evaluate(
      crossingTheEdge,
      "header, main section, main > div, body > footer",
    ),
  ).toEqual([]);
}

/**
 * From /get's sign-up, as loaded, to step 2: each view fits (login and the open country list
 * included), and the card drawn on step 1 keeps its lines inside its frame.
 */
export async function expectEachGetViewFits(page: Page) {
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(heading(page, "Welcome back")).toBeVisible();
  await expectEverySectionFits(page);
  await page.getByRole("button", { name: "Back to Sign Up" }).click();
  await signUp(page);
  await expectEverySectionFits(page);
  await page.getByRole("button", { name: "Deposit" }).click();
  await expect(heading(page, "Select your card")).toBeVisible();
  await expectEverySectionFits(page);
  expect(await page.evaluate(linesPastTheirFrame, "main [role=img]")).toEqual(
    [],
  );
  await page.getByRole("button", { name: "Next" }).click();
  await expect(heading(page, "Personal information")).toBeVisible();
  await expectEverySectionFits(page);
  await countryTrigger(page).click();
  await expect(page.getByRole("listbox")).toBeVisible();
  expect(await page.evaluate(crossingTheEdge, null)).toEqual([]);
}
