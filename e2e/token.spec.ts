import { expectNoAxeViolations, test } from "./fixtures";

test("/token has no accessibility violations", async ({ page }) => {
  await page.goto("/token");
  await expectNoAxeViolations(page);
});
