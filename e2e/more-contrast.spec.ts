import type { Locator, Page } from "@playwright/test";
import { PNG } from "pngjs";

import { en } from "../content/en";

import { type Rgb, contrast } from "./colour-contrast";
import { expect, test } from "./fixtures";
import { countryTrigger, goToStep2 } from "./get-helpers";

/*
 * A visitor who asked their system for more contrast (iOS and macOS's Increase contrast) finds each
 * control's edge at 3:1 or more against what lies just outside it, as WCAG asks of a boundary that
 * shows where a control is. Without that preference the edges stay quiet, by design.
 */

test.use({ contrast: "more", reducedMotion: "reduce" });

/**
 * How clearly a control's left edge, halfway down, stands out from what lies just outside it: the
 * highest contrast among the first pixels inside its box, so that a smoothed edge does not decide.
 */
async function edgeContrast(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error("the control is not drawn");
  const clip = {
    x: Math.round(box.x) - 3,
    y: Math.round(box.y + box.height / 2),
    width: 7,
    height: 1,
  };
  const { data } = PNG.sync.read(await page.screenshot({ clip }));
  const pixel = (x: number): Rgb => {
    const [r = 0, g = 0, b = 0] = data.subarray(x * 4, x * 4 + 3);
    return [r, g, b];
  };
  const outside = pixel(0);
  return Math.max(...[2, 3, 4, 5].map((x) => contrast(pixel(x), outside)));
}

/** Each control, named, at 3:1 or more from what lies just outside it (WCAG's ratio for edges). */
async function expectEdgesShown(page: Page, controls: Record<string, Locator>) {
  for (const [name, control] of Object.entries(controls))
    expect(await edgeContrast(page, control), name).toBeGreaterThanOrEqual(3);
}

test("/get's fields and buttons show their edges", async ({ page }) => {
  await page.goto("/get");
  const controls = {
    "First name": page.getByLabel("First name", { exact: true }),
    "Last name": page.getByLabel("Last name", { exact: true }),
    "E-mail": page.getByLabel("E-mail", { exact: true }),
    Login: page.getByRole("button", { name: "Login", exact: true }),
  };
  await expectEdgesShown(page, controls);
});

test("/get's step 2 shows the edges of its date, country and phone fields and its Back button", async ({
  page,
}) => {
  await goToStep2(page);
  const controls = {
    "Date of birth": page.getByLabel("Date of birth"),
    country: countryTrigger(page),
    "Phone number": page.getByLabel("Phone number"),
    Back: page.getByRole("button", { name: "Back", exact: true }),
  };
  await expectEdgesShown(page, controls);
});

test("the home page's calculator and questions show their edges", async ({
  page,
}) => {
  await page.goto("/");
  const { fees, faq } = en;
  const firstQuestion = faq.columns[0]?.[0]?.items[0]?.question ?? "";
  const controls = {
    amount: page.getByLabel(fees.calculator.amountLabel),
    $50: page.getByRole("button", { name: "$50", exact: true }),
    question: page
      .locator("details")
      .filter({ has: page.getByText(firstQuestion, { exact: true }) }),
  };
  await expectEdgesShown(page, controls);
});
