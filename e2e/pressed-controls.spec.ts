import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./fixtures";

const HELD = "0.75";
const RESTING = "1";

/**
 * Presses `control` and holds it, checks how `drawn` (the control, or the circle around a switch
 * it covers) looks, then slides off before letting go, so nothing is activated, and checks it again.
 */
async function looksWhileHeld(
  page: Page,
  control: Locator,
  expected: string,
  drawn: Locator = control,
) {
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error("The control has no box");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect(drawn).toHaveCSS("opacity", expected);
  await page.mouse.move(box.x + box.width / 2, box.y - 200);
  await page.mouse.up();
  await expect(drawn).toHaveCSS("opacity", RESTING);
}

test.use({ hasTouch: false, isMobile: false });

test("every kind of control on the home page dims while held, and comes back when let go", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("switch")).toBeEnabled();

  await looksWhileHeld(
    page,
    page.getByRole("main").getByRole("link", { name: "Get your card" }).first(),
    HELD,
  );
  await looksWhileHeld(
    page,
    page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Token" }),
    HELD,
  );
  await looksWhileHeld(page, page.getByRole("button", { name: "$100" }), HELD);
  await looksWhileHeld(page, page.getByRole("switch"), HELD);
  await looksWhileHeld(
    page,
    page.locator("summary").filter({ hasText: "What is Solswipe?" }),
    HELD,
  );
  const pause = page.getByRole("checkbox", {
    name: "Pause the merchant logos",
  });
  await looksWhileHeld(page, pause, HELD, pause.locator(".."));
  await expect(page).toHaveURL(/\/$/);
});

test("a button on /get dims while held", async ({ page }) => {
  await page.goto("/get");
  await looksWhileHeld(
    page,
    page.getByRole("button", { name: "Sign Up" }),
    HELD,
  );
});

test("an action that is not available yet does not dim, as nothing will happen", async ({
  page,
}) => {
  await page.goto("/token");
  await looksWhileHeld(
    page,
    page.getByRole("button", { name: "Buy" }).first(),
    RESTING,
  );
});
