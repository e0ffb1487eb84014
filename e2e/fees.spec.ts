import type { Locator, Page } from "@playwright/test";
import { PNG } from "pngjs";

import { business } from "../content/business";
import { en } from "../content/en";

const {
  calculator: copy,
  conversionNote,
  schedule: feeSchedule,
  intro: feesIntro,
} = en.fees;
import { expect, expectNoAxeViolations, test } from "./fixtures";

function calculator(page: Page) {
  const section = page.getByRole("region", { name: feesIntro.title });
  return {
    section,
    amount: section.getByRole("textbox", { name: copy.amountLabel }),
    result: section.getByRole("group", { name: copy.resultLabel }),
    announcement: section.getByRole("status"),
    firstCard: section.getByRole("switch", { name: copy.firstCardLabel }),
    pick: (usd: number) =>
      section
        .getByRole("group", { name: copy.quickPicksLabel })
        .getByRole("button", { name: `$${usd}`, exact: true }),
  };
}

/** Reads every text a live region shows from now on: what a screen reader would say. */
async function listenTo(region: Locator) {
  await region.evaluate((element) => {
    const heard: string[] = [];
    Object.assign(window, { heard });
    new MutationObserver(() => {
      if (element.textContent) heard.push(element.textContent);
    }).observe(element, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
  return () =>
    region
      .page()
      .evaluate(() => (window as unknown as { heard: string[] }).heard);
}

async function openCalculator(page: Page) {
  await page.goto("/");
  const parts = calculator(page);
  // Enabled once hydrated: the server HTML is the worked example with its controls disabled.
  await expect(parts.amount).toBeEnabled();
  return parts;
}

test("the calculator has no accessibility violations", async ({ page }) => {
  await openCalculator(page);
  await expectNoAxeViolations(page, { include: "#fees" });
});

test("the calculator has no accessibility violations below the minimum", async ({
  page,
}) => {
  const { amount, result } = await openCalculator(page);
  await amount.fill("5");
  await expect(result).toContainText(copy.belowMinimum);
  await expectNoAxeViolations(page, { include: "#fees" });
});

test("starts on the worked example", async ({ page }) => {
  const { amount, result, firstCard, pick } = await openCalculator(page);
  await expect(amount).toHaveValue("100");
  await expect(firstCard).toBeChecked();
  await expect(pick(100)).toHaveAttribute("aria-pressed", "true");
  await expect(result).toContainText(`${copy.topUpRow} $100.00`);
  await expect(result).toContainText(`${copy.topUpFeeRow} −$3.00`);
  await expect(result).toContainText(`${copy.issuanceFeeRow} −$10.00`);
  await expect(result).toContainText(`${copy.landsRow} $87.00`);
});

test("a screen reader hears the quote once the amount is typed, and at once after a press", async ({
  page,
}) => {
  const { amount, announcement, pick } = await openCalculator(page);
  // The page's own reading meets the example once: nothing is said of it on load.
  await expect(announcement).toBeEmpty();
  const heard = await listenTo(announcement);
  await amount.fill("");
  await amount.pressSequentially("250");
  await expect(announcement).toContainText(`${copy.landsRow} $232.50`);
  // Not the empty field's message, nor the quotes of $2 and $25 on the way.
  expect(await heard()).toHaveLength(1);
  await pick(500).click();
  await expect(announcement).toContainText(`${copy.landsRow} $475.00`);
  expect(await heard()).toHaveLength(2);
});

test("typing an amount, pasted with a sign and commas, updates what lands", async ({
  page,
}) => {
  const { amount, result, pick } = await openCalculator(page);
  await amount.fill("");
  await expect(result).toContainText(copy.empty);
  await amount.pressSequentially("250");
  await expect(result).toContainText(`${copy.landsRow} $232.50`);
  await amount.fill("$1,250.50");
  await expect(result).toContainText(`${copy.topUpFeeRow} −$37.52`);
  await expect(result).toContainText(`${copy.landsRow} $1,202.98`);
  await expect(pick(100)).toHaveAttribute("aria-pressed", "false");
});

test("a quick pick fills the amount and is the one shown pressed", async ({
  page,
}) => {
  const { amount, result, pick } = await openCalculator(page);
  await pick(500).click();
  await expect(amount).toHaveValue("500");
  await expect(pick(500)).toHaveAttribute("aria-pressed", "true");
  await expect(pick(100)).toHaveAttribute("aria-pressed", "false");
  await expect(result).toContainText(`${copy.landsRow} $475.00`);
});

test("the first-card switch adds or drops the issuance fee", async ({
  page,
}) => {
  const { result, firstCard } = await openCalculator(page);
  await firstCard.click();
  await expect(firstCard).not.toBeChecked();
  await expect(result).not.toContainText(copy.issuanceFeeRow);
  await expect(result).toContainText(`${copy.landsRow} $97.00`);
  await page.getByText(copy.firstCardLabel, { exact: true }).click();
  await expect(firstCard).toBeChecked();
  await expect(result).toContainText(`${copy.landsRow} $87.00`);
});

test("below the minimum it says so instead of quoting", async ({ page }) => {
  const { amount, result } = await openCalculator(page);
  for (const below of ["9.99", "0", "-50"]) {
    await amount.fill(below);
    await expect(result).toHaveText(copy.belowMinimum);
  }
  await amount.fill(String(business.minimumTopUpUsd));
  await expect(result).toContainText(`${copy.landsRow} $0.00`);
  await expect(result).toContainText(copy.feesTakeItAll);
});

test("works with the keyboard alone, and Enter in the field goes nowhere", async ({
  page,
}) => {
  const { amount, result, firstCard, pick } = await openCalculator(page);
  const url = page.url();
  await amount.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("75");
  await page.keyboard.press("Enter");
  await expect(result).toContainText(`${copy.landsRow} $62.75`);
  expect(page.url()).toBe(url);

  await page.keyboard.press("Tab");
  await expect(pick(50)).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(pick(500)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(amount).toHaveValue("500");

  await page.keyboard.press("Tab");
  await expect(firstCard).toBeFocused();
  await page.keyboard.press("Space");
  await expect(firstCard).not.toBeChecked();
  await expect(result).toContainText(`${copy.landsRow} $485.00`);
});

test("shows how SOL converts", async ({ page }) => {
  const { section } = await openCalculator(page);
  await expect(section.getByText(conversionNote)).toBeVisible();
});

test("the switch slides, and under reduced motion it changes at once", async ({
  page,
}) => {
  const { firstCard } = await openCalculator(page);
  const thumb = firstCard.locator("span > span");
  await expect(thumb).not.toHaveCSS("transition-property", "none");

  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(thumb).toHaveCSS("transition-property", "none");
  await firstCard.click();
  await expect(firstCard).not.toBeChecked();
  const running = await page
    .getByRole("region", { name: feesIntro.title })
    .evaluate(
      (section) =>
        document.getAnimations().filter((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return target instanceof Node && section.contains(target);
        }).length,
    );
  expect(running).toBe(0);
});

test("with forced colours (a contrast theme), the switch looks different on and off, and the chosen amount stands out", async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: "active" });
  const { firstCard, pick } = await openCalculator(page);
  await firstCard.scrollIntoViewIfNeeded();
  // Still, so that the two pictures differ only by the state.
  await page.emulateMedia({ forcedColors: "active", reducedMotion: "reduce" });
  await expect(firstCard).toHaveAttribute("aria-checked", "true");
  const on = await firstCard.screenshot();
  await firstCard.click();
  await expect(firstCard).toHaveAttribute("aria-checked", "false");
  expect(on.equals(await firstCard.screenshot())).toBe(false);

  await expect(pick(100)).toHaveAttribute("aria-pressed", "true");
  // The colour drawn inside a button's edge, left of its label.
  const fillOf = async (usd: number) => {
    const { width, height, data } = PNG.sync.read(await pick(usd).screenshot());
    const at = (Math.floor(height / 2) * width + 8) * 4;
    return [...data.subarray(at, at + 3)];
  };
  expect(await fillOf(100)).not.toEqual(await fillOf(50));
});

test("the fee schedule has no accessibility violations", async ({ page }) => {
  await page.goto("/");
  const schedule = page.getByRole("article", { name: feeSchedule.title });
  await schedule.scrollIntoViewIfNeeded();
  await expect(schedule).toBeInViewport();
  await expectNoAxeViolations(page, { include: "#fees" });
});

function scheduleRow(page: Page, label: string) {
  return page
    .getByRole("article", { name: feeSchedule.title })
    .getByRole("term")
    .filter({ hasText: label })
    .locator("..");
}

test("the schedule beside the calculator states every fee and figure from the business constants", async ({
  page,
}) => {
  await page.goto("/");
  const { rows } = feeSchedule;
  const { min, max } = business.cardValidityYears;
  // Written out here from business.ts, not from the copy: a figure typed into the copy by hand
  // that drifts from the constants fails this test.
  const expected = [
    [rows.issuance.label, `${business.issuanceFeeUsd} USD`],
    [rows.topUp.label, `${business.topUpFeePercent}%`],
    [rows.nonUsd.label, `${business.nonUsdPurchaseFeePercent}%`],
    [rows.minimum.label, `$${business.minimumTopUpUsd}`],
    [rows.validity.label, `${min}–${max} years`],
    [rows.issueTime.label, `${business.cardIssueSeconds} seconds`],
  ];
  for (const [label, figure] of expected) {
    const row = scheduleRow(page, label ?? "");
    await expect(row.getByRole("definition").first()).toHaveText(figure ?? "");
  }
  const example = business.nonUsdPurchaseFeePercent / 100;
  await expect(scheduleRow(page, rows.nonUsd.label)).toContainText(
    `$${(50 * example).toFixed(2)} on a $50.00 purchase`,
  );
});

test("the schedule says limits depend on account status and where to ask for more", async ({
  page,
}) => {
  await page.goto("/");
  const schedule = page.getByRole("article", { name: feeSchedule.title });
  await expect(schedule).toContainText(/limits depend on your account status/);
  await expect(schedule).toContainText(
    /request an increase from your dashboard/,
  );
});

test("every percentage, duration and USD figure in the home page's text is one of the business constants", async ({
  page,
}) => {
  await page.goto("/");
  const text = await page.locator("main").evaluate((main) => {
    const words: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (!node.parentElement?.closest("script, style"))
        words.push(node.textContent ?? "");
    }
    // One text node apart: "$10" in one badge and "0%" in the next never read as "$100%".
    return words.join(" ");
  });
  const found = (pattern: RegExp) =>
    new Set([...text.matchAll(pattern)].map((match) => match[1]));
  expect(found(/(\d+(?:\.\d+)?)\s?%/g)).toEqual(
    new Set(
      [
        business.topUpFeePercent,
        business.nonUsdPurchaseFeePercent,
        business.tokenTradeFeePercent,
        ...Object.values(business.allocationPercent),
      ].map(String),
    ),
  );
  expect(found(/(\d+) (?:seconds|s)\b/g)).toEqual(
    new Set([String(business.cardIssueSeconds)]),
  );
  expect(found(/(\d+) USD/g)).toEqual(
    new Set([String(business.issuanceFeeUsd)]),
  );
  expect(
    new Set(
      [...text.matchAll(/(\d+)(?:–|-| to )(\d+) years/g)].map(
        ([, min, max]) => `${min}-${max}`,
      ),
    ),
  ).toEqual(
    new Set([
      `${business.cardValidityYears.min}-${business.cardValidityYears.max}`,
    ]),
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the section reads as a worked example with its controls disabled", async ({
    page,
  }) => {
    await page.goto("/");
    const { amount, result, firstCard, pick } = calculator(page);
    await expect(result).toContainText(`${copy.landsRow} $87.00`);
    await expect(amount).toHaveValue("100");
    await expect(amount).toBeDisabled();
    await expect(pick(50)).toBeDisabled();
    await expect(firstCard).toBeDisabled();
  });
});
