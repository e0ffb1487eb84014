import { expect, test } from "./fixtures";

// What an attacker who could write into a page would add: a script no hash allows.
const INJECTED_SCRIPT =
  "<script>document.documentElement.dataset.injected = 'ran'</script>";
const BLOCKED_INLINE = /^CSP violation: script-src-elem blocked inline$/;

// One pattern: a two-item array would read as a fixture value and its options.
test.use({
  allowedConsoleMessages: [
    /^(CSP violation: script-src-elem blocked inline|Executing inline script violates the following Content Security Policy directive)/,
  ],
});

test("served with no headers, as GitHub Pages does, the pages' <meta> policy still blocks an injected script and lets the site run", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (BLOCKED_INLINE.test(message.text())) violations.push(message.text());
  });
  await page.route(/\/get$/, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    await route.fulfill({
      status: response.status(),
      headers: { "content-type": response.headers()["content-type"] ?? "" },
      body: html.replace("</body>", `${INJECTED_SCRIPT}</body>`),
    });
  });

  const response = await page.goto("/get");
  expect(response?.headers()["content-security-policy"]).toBeUndefined();
  await page.getByLabel("First name").fill("Augusta");
  await page.getByLabel("Last name").fill("Byronova");
  await page.getByLabel("E-mail").fill("augusta.byronova@example.test");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Welcome, Augusta" }),
  ).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.injected))
    .toBeUndefined();
  expect(violations).toHaveLength(1);
});
