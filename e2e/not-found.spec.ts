import { expect, expectNoAxeViolations, test } from "./fixtures";

// Chromium reports the page's own 404 status in the console; that status is the point here.
test.use({
  allowedConsoleMessages: [/the server responded with a status of 404/],
});

test("an unknown path answers 404 with the not-found page", async ({
  page,
}) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: "Oops! Page not found" }),
  ).toBeVisible();
});

test("the requested path is logged to the console", async ({ page }) => {
  const logged = page.waitForEvent("console", (message) =>
    message.text().includes("/some/missing/path"),
  );
  await page.goto("/some/missing/path");
  await logged;
});

test("the link back home leads to the home page", async ({ page }) => {
  await page.goto("/no-such-page");
  await page.getByRole("link", { name: /back to home/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "Spend crypto like it",
  );
});

test("the not-found page has no accessibility violations", async ({ page }) => {
  await page.goto("/no-such-page");
  await expectNoAxeViolations(page);
});
