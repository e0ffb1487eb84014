import type { Page } from "@playwright/test";

import { en } from "../content/en";
import { expect, expectNoAxeViolations, test, twoFrames } from "./fixtures";

const { intro: howItWorksIntro, steps: howItWorksSteps } = en.howItWorks;

function section(page: Page) {
  return page.getByRole("region", { name: howItWorksIntro.title });
}

async function openSection(page: Page) {
  await page.goto("/");
  const region = section(page);
  await region.scrollIntoViewIfNeeded();
  return region;
}

test("the steps have no accessibility violations", async ({ page }) => {
  await openSection(page);
  // Laid out and painted before axe checks the contrast of what it draws.
  await twoFrames(page);
  await expectNoAxeViolations(page, { include: "#how-it-works" });
});

test("shows the four steps in order, from creating the card to paying", async ({
  page,
}) => {
  const region = await openSection(page);
  const steps = region.getByRole("listitem");
  await expect(steps).toHaveCount(4);
  await expect(region.getByRole("heading", { level: 3 })).toHaveText(
    howItWorksSteps.map((step) => step.title),
  );
  for (const [index, step] of howItWorksSteps.entries()) {
    await expect(steps.nth(index)).toContainText(step.description);
  }
});

test("each step shows its screen, drawn in the page and hidden from screen readers", async ({
  page,
}) => {
  const region = await openSection(page);
  const drawings = region.locator("li > [aria-hidden=true]");
  await expect(drawings).toHaveCount(howItWorksSteps.length);
  for (const drawing of await drawings.all()) {
    await expect(drawing).toBeVisible();
    // Drawn in HTML and SVG: no image file, so nothing to fetch and nothing to go missing.
    await expect(drawing.locator("img")).toHaveCount(0);
  }
  // The one card a screen reader meets is the hero's; the drawings' copies stay silent.
  await expect(
    page.getByRole("img", { name: /virtual Visa card ending in/ }),
  ).toHaveCount(1);
});

test("the top-up step says in words which network to use and what happens on another", async ({
  page,
}) => {
  const region = await openSection(page);
  const warning = howItWorksSteps.find((step) => step.warning)?.warning;
  if (!warning) throw new Error("No step carries the network warning");
  await expect(region.getByText(warning, { exact: true })).toBeVisible();
  await expect(region.getByText(warning, { exact: true })).toContainText(
    /Solana network only.*lost/,
  );
});

// 240 px: a 360 px phone with its text at 150 % (e2e/large-text.spec.ts).
for (const width of [320, 240])
  test(`every drawing fits its tile at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const region = await openSection(page);
    for (const tile of await region.getByRole("listitem").all()) {
      await tile.scrollIntoViewIfNeeded();
      const [tileBox, drawingBox] = await Promise.all([
        tile.boundingBox(),
        // The tile's drawing area holds its glow first, then the drawing.
        tile
          .locator(":scope > [aria-hidden=true] > :nth-child(2)")
          .boundingBox(),
      ]);
      if (!tileBox || !drawingBox) throw new Error("A step has no box");
      expect(drawingBox.x).toBeGreaterThanOrEqual(tileBox.x);
      expect(drawingBox.x + drawingBox.width).toBeLessThanOrEqual(
        tileBox.x + tileBox.width,
      );
    }
  });

test("nothing in the steps moves under reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const region = await openSection(page);
  const moving = await region.evaluate(
    (element) =>
      document.getAnimations().filter((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return target instanceof Node && element.contains(target);
      }).length,
  );
  expect(moving).toBe(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the steps and their drawings are in the page's HTML", async ({
    page,
  }) => {
    const region = await openSection(page);
    await expect(region.getByRole("heading", { level: 3 })).toHaveText(
      howItWorksSteps.map((step) => step.title),
    );
    await expect(region.locator("li > [aria-hidden=true]")).toHaveCount(4);
  });
});
