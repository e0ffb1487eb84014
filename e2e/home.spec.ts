import { expectNoAxeViolations, test } from "./fixtures";

test("/ has no accessibility violations", async ({ page }) => {
  await page.goto("/");
  await expectNoAxeViolations(page);
});
