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

test("on a laptop the heading is one line, and never leaves a word alone on a second", async ({
  page,
}) => {
  const lines = (locator: ReturnType<typeof page.locator>) =>
    locator.evaluate((heading) => {
      const { height, lineHeight } = getComputedStyle(heading);
      return Math.round(parseFloat(height) / parseFloat(lineHeight));
    });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/no-such-page");
  expect(await lines(page.getByRole("heading", { level: 1 }))).toBe(1);
  await page.goto("/es/no-such-page");
  const heading = page.getByRole("heading", { level: 1 });
  expect(await lines(heading)).toBe(2);
  const lastLine = await heading.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const rects = [...range.getClientRects()];
    const bottom = Math.max(...rects.map((rect) => rect.bottom));
    return rects
      .filter((rect) => rect.bottom === bottom)
      .reduce((width, rect) => width + rect.width, 0);
  });
  expect(lastLine).toBeGreaterThan(200);
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
