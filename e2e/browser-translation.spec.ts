import type { Page } from "@playwright/test";

import { languages } from "../content/languages";
import { site } from "../content/site";
import { shortenAddress } from "../lib/shorten-address";
import { translateLikeChrome, translatedTexts } from "./browser-translation";
import { PHONE_TOO, allowClipboard, expect, test } from "./fixtures";
import { allow, countryTrigger, heading, person, signUp } from "./get-helpers";
import { holdScripts } from "./hold-scripts";

/*
 * A visitor who reads another language than the three we serve has the browser translate the
 * page. Chrome puts its translation in place of React's text nodes, which React still holds: a
 * text node React then removes or moves, no longer in the page, throws and takes the page down; one
 * it rewrites changes nothing on screen. These walk the interactive pieces once the page is
 * translated, each change drawn in the page, and no error (the fixture's check).
 */

test(
  "a /get the browser has translated still signs up and moves through the views",
  PHONE_TOO,
  async ({ page }) => {
    // Once hydrated, the page asks for its whole stylesheet.
    const hydrated = page.waitForRequest(/\.css\?whole$/);
    await page.goto("/get");
    await hydrated;
    await translateLikeChrome(page);
    await expect.poll(() => translatedTexts(page)).toBeGreaterThan(10);

    await signUp(page);
    // The greeting is translated, the name in it left as the visitor wrote it.
    const greeting = page.getByRole("heading", { level: 1 });
    await expect(greeting.locator("font")).not.toHaveCount(0);
    await expect(greeting).toHaveText(`Welcome, ${person.firstName}`);
    await expect(
      greeting.locator("font", { hasText: person.firstName }),
    ).toHaveCount(0);
    await page.getByRole("button", { name: "Deposit" }).click();
    await expect(heading(page, "Select your card")).toBeVisible();
    // The card prints the visitor's name as they wrote it; its other words are translated.
    const card = page.getByRole("main").getByRole("img");
    await expect(card.locator("font")).not.toHaveCount(0);
    await expect(
      card
        .locator("p", { hasText: `${person.firstName} ${person.lastName}` })
        .locator("font"),
    ).toHaveCount(0);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(heading(page, "Personal information")).toBeVisible();
    await page.getByLabel("Phone number").fill("+49 30 1234567");
    await expect(countryTrigger(page)).toHaveAccessibleName(
      "Country calling code: Germany +49",
    );
    await page.getByRole("button", { name: "Back" }).click();
    await expect(heading(page, "Select your card")).toBeVisible();
    await page.goBack();
    await expect(heading(page, "Personal information")).toBeVisible();
    await expect(page.locator("h1 font")).not.toHaveCount(0);
  },
);

test("the home page's figures, copy button, questions and links still answer once translated", async ({
  page,
  context,
  baseURL,
}) => {
  await allowClipboard(context, baseURL);
  await page.goto("/");
  const amount = page.getByRole("textbox", { name: "Top-up amount in USD" });
  await expect(amount).toBeEnabled();
  await translateLikeChrome(page);
  await expect.poll(() => translatedTexts(page)).toBeGreaterThan(100);

  // Each language keeps its own name, and the address its letters; the words around them change.
  const navigation = page.getByRole("navigation").first();
  await expect(
    navigation.getByRole("link", { name: "Token" }).locator("font"),
  ).not.toHaveCount(0);
  const switcher = navigation.locator("summary");
  await expect(switcher.locator("font")).not.toHaveCount(0);
  await expect(
    switcher.locator("span", { hasText: /^EN$/ }).locator("font"),
  ).toHaveCount(0);
  for (const { name } of Object.values(languages))
    await expect(
      navigation
        .getByRole("link", { name, exact: true, includeHidden: true })
        .locator("font"),
    ).toHaveCount(0);
  const copyAddress = page.getByRole("button", {
    name: /copy contract address/i,
  });
  await expect(
    copyAddress.locator("span", { hasText: "…" }).locator("font"),
  ).toHaveCount(0);

  await copyAddress.click();
  await expect(
    page.getByRole("status").filter({ hasText: "Copied" }),
  ).toBeAttached();

  const result = page.getByRole("group", { name: "What lands on your card" });
  await amount.fill("250");
  await expect(result).toContainText("$232.50");
  await page.getByRole("switch", { name: "This is my first card" }).click();
  await expect(result).toContainText("$242.50");
  await expect(result).not.toContainText("Issuance fee");
  await page.getByRole("button", { name: "$500" }).click();
  await expect(result).toContainText("$485.00");
  await expect(result.locator("font")).not.toHaveCount(0);

  const question = page.getByText("What is Solswipe?");
  await question.click();
  await expect(
    page.getByText("A prepaid virtual Visa card that you fund with SOL."),
  ).toBeVisible();

  // Next's router puts another page's content under the translation, and the home page back.
  await page
    .getByRole("main")
    .getByRole("link", { name: "Get your card" })
    .first()
    .click();
  await expect(heading(page, "Create your account")).toBeVisible();
  await page.goBack();
  await expect(amount).toBeVisible();
});

test("/token's explorer links keep the address they open as it is once translated", async ({
  page,
}) => {
  // Once hydrated, the page asks for its whole stylesheet.
  const hydrated = page.waitForRequest(/\.css\?whole$/);
  await page.goto("/token");
  await hydrated;
  await translateLikeChrome(page);
  const link = page.getByRole("link", { name: /Token on Solscan/ });
  await expect(link.locator("font")).not.toHaveCount(0);
  await expect(
    link
      .locator("span", { hasText: shortenAddress(site.contractAddress) })
      .locator("font"),
  ).toHaveCount(0);
});

/** /get as a slow line brings it, translated before its scripts, which wait for `release`. */
async function translatedBeforeScripts(page: Page) {
  const scripts = await holdScripts(page);
  await page.goto("/get", { waitUntil: "domcontentloaded" });
  await translateLikeChrome(page);
  return scripts;
}

test.describe("translated before the scripts came", () => {
  // React finds the server's text changed and draws the page afresh rather than hydrate it; it
  // reports that as an error, which nothing on the page can prevent.
  test.use({ allowedPageErrors: allow([/Minified React error #418/]) });

  test(
    "what was typed into /get's sign-up stays, and typing goes on in its field",
    PHONE_TOO,
    async ({ page }) => {
      const scripts = await holdScripts(page);
      await page.goto("/get", { waitUntil: "domcontentloaded" });
      await page.getByLabel("First name").fill(person.firstName);
      await page.getByLabel("Last name").fill("Byro");
      await translateLikeChrome(page);
      const serverField = await page.getByLabel("First name").elementHandle();
      await scripts.release();
      // React has drawn its own sign-up in place of the server's.
      await expect
        .poll(() => serverField?.evaluate((field) => field.isConnected))
        .toBe(false);

      await expect(page.getByLabel("First name")).toHaveValue(person.firstName);
      await expect(page.getByLabel("Last name")).toBeFocused();
      await page.keyboard.type("nova");
      await expect(page.getByLabel("Last name")).toHaveValue(person.lastName);
      await page.getByLabel("E-mail").fill(person.email);
      await page.getByRole("button", { name: "Sign Up" }).click();
      await expect(heading(page, `Welcome, ${person.firstName}`)).toBeVisible();
    },
  );

  test(
    "a sign-up pressed before the scripts is taken once they come, the last press counting",
    PHONE_TOO,
    async ({ page }) => {
      const scripts = await translatedBeforeScripts(page);
      await page.getByLabel("First name").fill("Adx");
      await page.getByLabel("Last name").fill(person.lastName);
      await page.getByLabel("E-mail").fill(person.email);
      await page.getByRole("button", { name: "Sign Up" }).click();
      await page.getByLabel("First name").fill(person.firstName);
      await page.getByLabel("E-mail").press("Enter");
      await scripts.release();

      await expect(heading(page, `Welcome, ${person.firstName}`)).toBeVisible();
      await expect(page).toHaveURL(/\/get#welcome$/);
    },
  );

  test("Login pressed before the scripts opens the login once they come", async ({
    page,
  }) => {
    const scripts = await translatedBeforeScripts(page);
    await page.getByRole("button", { name: "Login" }).click();
    await scripts.release();

    await expect(heading(page, "Welcome back")).toBeVisible();
    await expect(page).toHaveURL(/\/get#login$/);
  });
});
