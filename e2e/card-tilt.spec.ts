import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

const CARD_NAME = /virtual Visa card ending in/;

function heroCard(page: Page) {
  return page.getByRole("img", { name: CARD_NAME });
}

function transformOf(page: Page) {
  return heroCard(page).evaluate((card) => getComputedStyle(card).transform);
}

/** The card's glare layer: lit only while the card follows a pointer. */
function glareOpacity(page: Page) {
  return heroCard(page).evaluate((card) => {
    const glare = [...card.children].find((layer) =>
      getComputedStyle(layer).backgroundImage.startsWith("radial-gradient"),
    );
    if (!glare) return "missing";
    const style = getComputedStyle(glare);
    return style.display === "none" ? "hidden" : style.opacity;
  });
}

/** Waits until the page has hydrated: the fee calculator's field is enabled only then. */
async function openHome(page: Page) {
  await page.goto("/");
  await expect(
    page.getByRole("textbox", { name: "Top-up amount in USD" }),
  ).toBeEnabled();
}

async function pointAt(page: Page, xShare: number, yShare: number) {
  await heroCard(page).scrollIntoViewIfNeeded();
  const box = await heroCard(page).boundingBox();
  if (!box) throw new Error("The hero card has no box");
  await page.mouse.move(
    box.x + box.width * xShare,
    box.y + box.height * yShare,
    {
      steps: 4,
    },
  );
}

test.describe("with a mouse", () => {
  test.use({ hasTouch: false, isMobile: false });

  test("the card tilts toward the pointer with a glare, and settles when it leaves", async ({
    page,
  }) => {
    await openHome(page);
    const resting = await transformOf(page);
    await expect.poll(() => glareOpacity(page)).toBe("0");

    await pointAt(page, 0.95, 0.1);
    await expect.poll(() => transformOf(page)).not.toBe(resting);
    await expect.poll(() => glareOpacity(page)).toBe("1");
    const towardTopRight = await transformOf(page);

    await pointAt(page, 0.05, 0.9);
    await expect.poll(() => transformOf(page)).not.toBe(towardTopRight);

    await page.mouse.move(1, 1);
    await expect.poll(() => transformOf(page)).toBe(resting);
    await expect.poll(() => glareOpacity(page)).toBe("0");
  });

  test("tilting shifts nothing on the page", async ({ page }) => {
    await openHome(page);
    await page.evaluate(() => {
      (window as Window & { shifts?: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          (window as Window & { shifts?: number }).shifts! += (
            entry as PerformanceEntry & { value: number }
          ).value;
      }).observe({ type: "layout-shift" });
    });
    const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
    await pointAt(page, 0.9, 0.2);
    await pointAt(page, 0.1, 0.8);
    await expect.poll(() => glareOpacity(page)).toBe("1");
    expect(
      await page.evaluate(
        () => (window as Window & { shifts?: number }).shifts,
      ),
    ).toBe(0);
    expect(await page.getByRole("heading", { level: 1 }).boundingBox()).toEqual(
      heading,
    );
  });

  test("under reduced motion the card holds still", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page);
    const resting = await transformOf(page);
    await pointAt(page, 0.95, 0.1);
    await pointAt(page, 0.9, 0.2);
    expect(await transformOf(page)).toBe(resting);
    expect(await glareOpacity(page)).toBe("hidden");
  });
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true });

  test("a tap leaves the card still", async ({ page }) => {
    await openHome(page);
    const resting = await transformOf(page);
    await heroCard(page).scrollIntoViewIfNeeded();
    const box = await heroCard(page).boundingBox();
    if (!box) throw new Error("The hero card has no box");
    // At the card's corner, away from its middle: where a tilt would show most.
    await page.touchscreen.tap(
      box.x + box.width * 0.85,
      box.y + box.height * 0.2,
    );
    expect(await transformOf(page)).toBe(resting);
    expect(await glareOpacity(page)).toBe("0");
  });
});
