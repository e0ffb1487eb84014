import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

import { copyOf, languageCodes, pathIn } from "../content/languages";
import { joinTitle } from "../content/section-intro";
import { parseHeaderRules } from "../scripts/header-rules";
import { IMMUTABLE_CACHE } from "../scripts/host-configs";
import { expect } from "./fixtures";
import { test } from "./static-servers";

// The nginx project: statuses, headers and redirects are in the server contract specs, which it
// runs too; here, the site itself in a browser under nginx with the generated server block.

test("_headers sets the policy on every path and a year of caching under /_next/static/", () => {
  const rules = parseHeaderRules(readFileSync("out/_headers", "utf8"));
  const rule = (path: string) =>
    rules.find((candidate) => candidate.path === path)?.headers ?? {};
  expect(Object.keys(rule("/*"))).toContain("Content-Security-Policy");
  expect(rule("/_next/static/*")["Cache-Control"]).toBe(IMMUTABLE_CACHE);
});

function heading(page: Page, name: string) {
  return page.getByRole("heading", { level: 1, name, exact: true });
}

// The walks below fail on any CSP violation or console error (see fixtures.ts): under this
// server the policy arrives both as headers and as the pages' <meta>.
test("the five /get views run under the policy", async ({ page }) => {
  await page.goto("/get");
  await expect(heading(page, "Create your account")).toBeVisible();
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(heading(page, "Welcome back")).toBeVisible();
  await page.getByRole("button", { name: "Back to Sign Up" }).click();
  await page.getByLabel("First name").fill("Augusta");
  await page.getByLabel("Last name").fill("Byronova");
  await page.getByLabel("E-mail").fill("augusta.byronova@example.test");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(heading(page, "Welcome, Augusta")).toBeVisible();
  await page.getByRole("button", { name: "Deposit" }).click();
  await expect(heading(page, "Select your card")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(heading(page, "Personal information")).toBeVisible();
});

// Each page carries its own policy, with the hashes of its own inline scripts only.
for (const language of languageCodes) {
  test(`the ${language} pages run under their own policies, loaded or reached through the navigation`, async ({
    page,
  }) => {
    const { home, site, chrome, get } = copyOf(language);
    const tokenLabel =
      site.nav.find(({ href }) => href === "/token")?.label ?? "/token";
    await page.goto(pathIn(language, "/"));
    await expect(heading(page, joinTitle(home.hero.titleParts))).toBeVisible();
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    // Scrolling back up brings the navigation bar back.
    await heading(
      page,
      joinTitle(home.hero.titleParts),
    ).scrollIntoViewIfNeeded();
    const nav = page.getByRole("navigation", { name: chrome.mainNavLabel });
    await nav.getByRole("link", { name: tokenLabel, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(language, "/token")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await nav.getByRole("link", { name: site.cta.label, exact: true }).click();
    await expect(heading(page, get.viewTitles["sign-up"])).toBeVisible();

    await page.goto(pathIn(language, "/token"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await page.goto(pathIn(language, "/get"));
    await page
      .getByRole("button", { name: get.signUp.login, exact: true })
      .click();
    await expect(heading(page, get.viewTitles.login)).toBeVisible();
  });
}

test.describe("the not-found page", () => {
  // Chromium reports the page's own 404 status in the console; that status is the point here.
  test.use({
    allowedConsoleMessages: [/the server responded with a status of 404/],
  });

  for (const language of languageCodes) {
    test(`a missing page under ${pathIn(language, "/")} shows that language's not-found page, which leads home`, async ({
      page,
    }) => {
      const { notFound, home } = copyOf(language);
      const response = await page.goto(
        `${pathIn(language, "/").replace(/\/$/, "")}/no-such-page`,
      );
      expect(response?.status()).toBe(404);
      await expect(heading(page, notFound.heading)).toBeVisible();
      await page.getByRole("link", { name: notFound.backLabel }).click();
      await expect(
        heading(page, joinTitle(home.hero.titleParts)),
      ).toBeVisible();
    });
  }
});
