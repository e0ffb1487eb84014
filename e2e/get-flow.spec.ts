import { expectNoAxeViolations, test } from "./fixtures";

test("/get has no accessibility violations", async ({ page }) => {
  await page.goto("/get");
  await expectNoAxeViolations(page);
});
