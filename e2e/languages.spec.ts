import type { Page } from "@playwright/test";

import { business } from "../content/business";
import {
  copyOf,
  DEFAULT_LANGUAGE,
  type Language,
  languageCodes,
  languages,
  pathIn,
  prefixedLanguages,
} from "../content/languages";
import { merchants } from "../content/merchants";
import { sceneHost, sceneRuntimeHosts } from "../content/scene";
import { joinTitle } from "../content/section-intro";
import { routes, site } from "../content/site";
import { viewHeading } from "../lib/get-flow-title";
import { formatUsdCents } from "../lib/number-format";
import { SITE_URL } from "../lib/site-url";
import { expect, expectNoAxeViolations, PHONE_TOO, test } from "./fixtures";
import { heading, person, signUp } from "./get-helpers";

/*
 * Every page in every language: its own words, its own figures, its own addresses, and a way to
 * the same page in the others.
 */

// What every language writes the same: the brand, the product's and partners' names, the
// examples in the drawings and the placeholders.
const NAMES = [
  site.name,
  business.cardNetwork,
  ...business.wallets,
  "Solana Explorer",
  "Solscan",
  "Solana",
  "SOL",
  "Spline",
  "Uber",
  sceneHost,
  ...sceneRuntimeHosts,
  ...merchants.map((merchant) => merchant.name),
  "Coffee & co.",
  "Alex Morgan",
  "Alex",
  "alex@example.com",
  "Satoshi",
  "Nakamoto",
  "satoshi@example.com",
].sort((a, b) => b.length - a.length);

/** The page's text, one line per block, as a reader meets it. */
function textLines(page: Page) {
  return page.evaluate(() => {
    // Every section is drawn, whatever the scroll position, so that the whole page is read.
    for (const element of document.querySelectorAll<HTMLElement>(
      ".render-later",
    ))
      element.style.contentVisibility = "visible";
    // A no-break space (one keeps "Apple Pay" on one line) reads as a space.
    return document.body.innerText
      .split("\n")
      .map((line) => line.replace(/\s+/g, " ").trim())
      .filter(Boolean);
  });
}

/** A line that says something in words: two words or more, once the names are taken out. */
function isSentence(line: string) {
  // Case-blind: some labels are drawn in capitals.
  const words = NAMES.reduce(
    (text, name) => text.replaceAll(name.toLowerCase(), " "),
    line.toLowerCase(),
  )
    .split(/\s+/)
    .filter((word) => /\p{L}{2,}/u.test(word));
  return words.length >= 2;
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = [
      ...document.querySelectorAll<HTMLElement>("nav[aria-label] > *"),
    ]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => element.textContent?.trim() ?? element.tagName);
    return {
      scroll: document.documentElement.scrollWidth - window.innerWidth,
      outside,
    };
  });
  expect(overflow).toEqual({ scroll: 0, outside: [] });
}

for (const language of prefixedLanguages) {
  const copy = copyOf(language);
  const { tag, ogLocale } = languages[language];

  test.describe(`${languages[language].name} (${language})`, PHONE_TOO, () => {
    for (const route of routes) {
      const path = pathIn(language, route);

      test(`${path} answers in ${tag} with no English sentence left, names its twins, its canonical address and its locale, passes axe and fits 320, 390 and 1280 px`, async ({
        page,
      }) => {
        // Two whole pages read line by line, axe and three widths: more than a test's default.
        test.slow();
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", tag);

        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) =>
            Object.fromEntries(
              links.map((link) => [
                link.getAttribute("hreflang"),
                // "https://solswipe.app" and ".../" are one address: Next writes the root bare.
                new URL(link.getAttribute("href") ?? "").href,
              ]),
            ),
          );
        expect(alternates).toEqual({
          ...Object.fromEntries(
            languageCodes.map((other) => [
              languages[other].tag,
              new URL(`${SITE_URL}${pathIn(other, route)}`).href,
            ]),
          ),
          "x-default": new URL(`${SITE_URL}${pathIn(DEFAULT_LANGUAGE, route)}`)
            .href,
        });
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          "href",
          `${SITE_URL}${path}`,
        );
        await expect(
          page.locator('meta[property="og:locale"]'),
        ).toHaveAttribute("content", ogLocale);

        await expectNoAxeViolations(page);
        for (const width of [320, 390, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          await expectNoHorizontalOverflow(page);
        }

        const translated = await textLines(page);
        await page.goto(route);
        const english = new Set(await textLines(page));
        const untranslated = translated.filter(
          (line) => english.has(line) && isSentence(line),
        );
        expect(untranslated).toEqual([]);
      });
    }

    test(`the ${language} /get flow speaks ${tag} from sign-up to step 2, with Back and Forward`, async ({
      page,
    }) => {
      // Several pages and views in a row: more than one test's default time on a busy machine.
      test.slow();
      const { get } = copy;
      const heading = (name: string) =>
        page.getByRole("heading", { level: 1, name, exact: true });
      await page.goto(pathIn(language, "/get"));
      await expect(heading(get.viewTitles["sign-up"])).toBeVisible();
      await page
        .getByLabel(get.fields.firstName.label, { exact: true })
        .fill(person.firstName);
      await page
        .getByLabel(get.fields.lastName.label, { exact: true })
        .fill(person.lastName);
      await page
        .getByLabel(get.fields.email.label, { exact: true })
        .fill(person.email);
      await page.getByRole("button", { name: get.signUp.submit }).click();
      const welcome = viewHeading(get, "welcome", person.firstName);
      await expect(heading(welcome)).toBeVisible();
      await expect(page).toHaveTitle(
        `${get.viewTitles.welcome} · ${site.name}`,
      );
      await page.getByRole("button", { name: get.welcome.deposit }).click();
      await expect(heading(get.viewTitles["select-card"])).toBeVisible();
      await page
        .getByRole("button", { name: get.selectCard.buttons.next })
        .click();
      await expect(heading(get.viewTitles["personal-info"])).toBeVisible();
      await expect(
        page.getByLabel(get.fields.firstName.label, { exact: true }),
      ).toHaveValue(person.firstName);
      await expect(
        page.getByLabel(get.fields.email.label, { exact: true }),
      ).toHaveValue(person.email);
      await page.goBack();
      await expect(heading(get.viewTitles["select-card"])).toBeVisible();
      await page.goForward();
      await expect(heading(get.viewTitles["personal-info"])).toBeVisible();
      await expect(page).toHaveURL(
        new RegExp(`${pathIn(language, "/get")}#personal-info$`),
      );
    });

    test(`the ${language} /get flow says in ${tag} why the browser refuses a field, then signs up once it is corrected`, async ({
      page,
    }) => {
      const { get } = copy;
      const field = (name: "firstName" | "email") =>
        page.getByLabel(get.fields[name].label, { exact: true });
      const validationMessage = (name: "firstName" | "email") =>
        field(name).evaluate(
          (input: HTMLInputElement) => input.validationMessage,
        );
      await page.goto(pathIn(language, "/get"));
      const submit = page.getByRole("button", { name: get.signUp.submit });

      // The browser focuses the first field it refuses and shows this message beside it.
      await submit.click();
      await expect(field("firstName")).toBeFocused();
      expect(await validationMessage("firstName")).toBe(get.refusals.missing);

      await field("firstName").fill(person.firstName);
      await page
        .getByLabel(get.fields.lastName.label, { exact: true })
        .fill(person.lastName);
      await field("email").fill("satoshi");
      await submit.click();
      await expect(field("email")).toBeFocused();
      expect(await validationMessage("email")).toBe(get.refusals.email);

      await field("email").fill(person.email);
      await submit.click();
      await expect(
        page.getByRole("heading", {
          level: 1,
          name: viewHeading(get, "welcome", person.firstName),
          exact: true,
        }),
      ).toBeVisible();
    });

    test(`the ${language} fee calculator reads 10,50 (and 10.50, as Mexico writes it) as ten and a half, 50. as fifty while typing, and writes ${tag} money`, async ({
      page,
    }) => {
      const { calculator } = copy.fees;
      await page.goto(pathIn(language, "/"));
      const amount = page.getByRole("textbox", {
        name: calculator.amountLabel,
      });
      await expect(amount).toBeEnabled();
      const result = page.getByRole("group", { name: calculator.resultLabel });
      await expect(result).toContainText(formatUsdCents(8700, tag));
      await amount.fill("10,50");
      // 10.50 − 3 % (0.32, rounded up): no first card, so only the top-up fee.
      await page
        .getByRole("switch", { name: calculator.firstCardLabel })
        .click();
      await expect(result).toContainText(formatUsdCents(1018, tag));
      await amount.fill("1.250,50");
      await expect(result).toContainText(formatUsdCents(121_298, tag));
      // A lone dot before cents cannot be a thousands separator: it is a decimal point.
      await amount.fill("10.50");
      await expect(result).toContainText(formatUsdCents(1018, tag));
      // Before three digits it stays the thousands separator: 1 250 − 37.50.
      await amount.fill("1.250");
      await expect(result).toContainText(formatUsdCents(121_250, tag));
      // Typed key by key, a dot typed last is read as what came before it, not as an error.
      await amount.fill("");
      await amount.pressSequentially("50.");
      await expect(result).toContainText(formatUsdCents(4850, tag));
      await amount.pressSequentially("000");
      await expect(result).toContainText(formatUsdCents(4_850_000, tag));
    });
  });
}

/**
 * Opens the bar's language menu from the keyboard, as the bar may have slid away after a scroll
 * (focus brings it back), and follows the link to `target`.
 */
async function switchTo(page: Page, target: Language) {
  await page.getByRole("navigation").first().locator("summary").focus();
  await page.keyboard.press("Enter");
  await page
    .getByRole("link", { name: languages[target].name, exact: true })
    .click();
}

// Every route, each language reached from one of them: a page's switcher leads to the same page.
routes.forEach((route, index) => {
  const target = prefixedLanguages[index % prefixedLanguages.length]!;
  test(
    `the switcher leads from ${route} to ${pathIn(target, route)} and back`,
    PHONE_TOO,
    async ({ page }) => {
      await page.goto(route);
      for (const language of [target, DEFAULT_LANGUAGE]) {
        await switchTo(page, language);
        await expect(page).toHaveURL(new RegExp(`${pathIn(language, route)}$`));
        await expect(page.locator("html")).toHaveAttribute(
          "lang",
          languages[language].tag,
        );
      }
    },
  );
});

test(
  "the list marks the current language with a check beside its name, not by its colour alone",
  PHONE_TOO,
  async ({ page }) => {
    await page.goto(pathIn("es", "/token"));
    await page.locator("summary").click();
    for (const language of languageCodes) {
      const check = page
        .getByRole("link", { name: languages[language].name })
        .locator("svg");
      if (language === "es") await expect(check).toBeVisible();
      else await expect(check).toHaveCount(0);
    }
  },
);

test(
  "the switcher works from the keyboard, names each language in itself and marks the current one",
  PHONE_TOO,
  async ({ page }, testInfo) => {
    // Several pages and views in a row: more than one test's default time on a busy machine.
    test.slow();
    await page.goto(pathIn("es", "/token"));
    const menu = page.locator("summary");
    // A phone shows the globe alone; a wider screen shows the code too, which begins the name.
    const shownCode = testInfo.project.name === "phone" ? "" : "ES ";
    await expect(menu).toHaveAccessibleName(
      `${shownCode}${copyOf("es").chrome.languageLabel}: ${languages.es.name}`,
    );
    await menu.focus();
    await page.keyboard.press("Enter");
    const current = page.getByRole("link", { name: languages.es.name });
    await expect(current).toHaveAttribute("aria-current", "true");
    for (const language of languageCodes)
      await expect(
        page.getByRole("link", { name: languages[language].name }),
      ).toHaveAttribute("lang", languages[language].tag);
    await page.keyboard.press("Escape");
    await expect(current).toBeHidden();
    await expect(menu).toBeFocused();
    // Tab past the last language closes the list: it would cover what focus reaches next.
    await page.keyboard.press("Enter");
    for (const language of languageCodes) {
      await page.keyboard.press("Tab");
      await expect(
        page.getByRole("link", { name: languages[language].name }),
      ).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(current).toBeHidden();
    // The arrows, Home and End move through the list as through a menu, and the page stays put.
    const link = (language: Language) =>
      page.getByRole("link", { name: languages[language].name });
    const [first, second] = languageCodes;
    const last = languageCodes[languageCodes.length - 1]!;
    await menu.focus();
    await page.keyboard.press("Enter");
    for (const [key, focused] of [
      ["ArrowDown", first],
      ["ArrowDown", second],
      ["ArrowUp", first],
      ["ArrowUp", first],
      ["End", last],
      ["ArrowDown", last],
      ["Home", first],
    ] as const) {
      await page.keyboard.press(key);
      await expect(link(focused!)).toBeFocused();
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // With a modifier, a key stays the browser's: Alt+Down leaves the focus where it was.
    await page.keyboard.press("Alt+ArrowDown");
    await expect(link(first!)).toBeFocused();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowUp");
    await expect(link(last)).toBeFocused();
    await page.keyboard.press("Escape");
    await page.keyboard.press("Enter");
    await page.getByRole("link", { name: languages["pt-br"].name }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/pt-br\/token$/);
  },
);

test(
  "on each /get view the switcher leads to the same view in the next language, with what was typed in this tab",
  PHONE_TOO,
  async ({ page }) => {
    // Several pages and views in a row: more than one test's default time on a busy machine.
    test.slow();
    const get = (language: Language) => copyOf(language).get;
    const heading = (name: string) =>
      page.getByRole("heading", { level: 1, name, exact: true });
    const field = (language: Language, name: "firstName" | "email") =>
      page.getByLabel(get(language).fields[name].label, { exact: true });
    const atGet = (language: Language, hash = "") =>
      new RegExp(`^[^#]*//[^/]+${pathIn(language, "/get")}${hash}$`);

    await page.goto("/get");
    await field("en", "firstName").fill(person.firstName);
    await page
      .getByLabel(get("en").fields.lastName.label, { exact: true })
      .fill(person.lastName);
    await field("en", "email").fill(person.email);
    await switchTo(page, "es");
    await expect(page).toHaveURL(atGet("es"));
    await expect(heading(get("es").viewTitles["sign-up"])).toBeVisible();
    await expect(field("es", "firstName")).toHaveValue(person.firstName);

    await page.getByRole("button", { name: get("es").signUp.login }).click();
    await expect(heading(get("es").viewTitles.login)).toBeVisible();
    await switchTo(page, "pt-br");
    await expect(page).toHaveURL(atGet("pt-br", "#login"));
    await expect(heading(get("pt-br").viewTitles.login)).toBeVisible();
    await expect(field("pt-br", "email")).toHaveValue(person.email);

    await page.getByRole("button", { name: get("pt-br").login.back }).click();
    await expect(heading(get("pt-br").viewTitles["sign-up"])).toBeFocused();
    // Back to Sign Up clears the e-mail (docs/product.md).
    await field("pt-br", "email").fill(person.email);
    await page
      .getByRole("button", { name: get("pt-br").signUp.submit })
      .click();
    await expect(
      heading(viewHeading(get("pt-br"), "welcome", person.firstName)),
    ).toBeVisible();
    await switchTo(page, "en");
    await expect(page).toHaveURL(atGet("en", "#welcome"));
    await expect(
      heading(viewHeading(get("en"), "welcome", person.firstName)),
    ).toBeVisible();

    await page.getByRole("button", { name: get("en").welcome.deposit }).click();
    await expect(heading(get("en").viewTitles["select-card"])).toBeVisible();
    await switchTo(page, "es");
    await expect(page).toHaveURL(atGet("es", "#select-card"));
    await expect(heading(get("es").viewTitles["select-card"])).toBeVisible();
    await page
      .getByRole("button", { name: get("es").selectCard.buttons.next })
      .click();
    await expect(heading(get("es").viewTitles["personal-info"])).toBeVisible();
    await expect(field("es", "firstName")).toHaveValue(person.firstName);
    await page
      .getByLabel(get("es").fields.phone.label, { exact: true })
      .fill("5551234");
    await switchTo(page, "en");
    await expect(page).toHaveURL(atGet("en", "#personal-info"));
    await expect(heading(get("en").viewTitles["personal-info"])).toBeVisible();
    await expect(field("en", "firstName")).toHaveValue(person.firstName);
    await expect(field("en", "email")).toHaveValue(person.email);
    await expect(
      page.getByLabel(get("en").fields.phone.label, { exact: true }),
    ).toHaveValue("5551234");
  },
);

test("a login is greeted by the stand-in name of the language the page is switched to, on the card too", async ({
  page,
}) => {
  const get = (language: Language) => copyOf(language).get;
  const welcome = (language: Language) =>
    page.getByRole("heading", {
      level: 1,
      name: viewHeading(get(language), "welcome", get(language).loginFirstName),
      exact: true,
    });

  await page.goto("/get");
  await page.getByRole("button", { name: get("en").signUp.login }).click();
  await page
    .getByLabel(get("en").fields.email.label, { exact: true })
    .fill(person.email);
  await page
    .getByLabel(get("en").fields.password.label, { exact: true })
    .fill("anything");
  await page.getByRole("button", { name: get("en").login.submit }).click();
  await expect(welcome("en")).toBeVisible();

  await switchTo(page, "es");
  await expect(welcome("es")).toBeVisible();
  await page.getByRole("button", { name: get("es").welcome.deposit }).click();
  await expect(
    page.getByText(get("es").loginFirstName, { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText(get("en").loginFirstName, { exact: true }),
  ).toHaveCount(0);
});

test("after a language opened in another tab, the switcher leads to the view on screen now", async ({
  page,
  context,
}) => {
  await page.goto("/get");
  await signUp(page);
  // A Ctrl- or Cmd-click leaves this page in place, with the link it clicked carrying the view.
  // Whether the headless shell then opens the tab is its own affair: now and then it does not
  // (microsoft/playwright#42142), so this waits for what the click left here, not for the tab,
  // and closes the tab as soon as it opens.
  context.on("page", (tab) => void tab.close());
  await page.getByRole("navigation").first().locator("summary").click();
  const spanish = page.getByRole("link", {
    name: languages.es.name,
    exact: true,
  });
  await spanish.click({ modifiers: ["ControlOrMeta"] });
  await expect(spanish).toHaveAttribute("href", /\/es\/get#welcome$/);
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/get#welcome$/);
  await page.keyboard.press("Escape");

  await page.goBack();
  await expect(
    heading(page, copyOf("en").get.viewTitles["sign-up"]),
  ).toBeVisible();
  await switchTo(page, "es");
  await expect(page).toHaveURL(new RegExp(`${pathIn("es", "/get")}$`));
  await expect(
    heading(page, copyOf("es").get.viewTitles["sign-up"]),
  ).toBeVisible();
});

test("the sitemap lists every page in every language, each with its twins and the one for any other language", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const route of routes)
    for (const language of languageCodes) {
      const url = `${SITE_URL}${pathIn(language, route)}`;
      expect(sitemap).toContain(`<loc>${url}</loc>`);
      expect(sitemap).toContain(
        `<xhtml:link rel="alternate" hreflang="${languages[language].tag}" href="${url}" />`,
      );
    }
  for (const route of routes)
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}${pathIn(DEFAULT_LANGUAGE, route)}" />`,
    );
});

test.describe("an unknown path under a language", PHONE_TOO, () => {
  // Chromium reports the page's own 404 status in the console; that status is expected here.
  test.use({
    allowedConsoleMessages: [/the server responded with a status of 404/],
  });

  for (const language of prefixedLanguages) {
    test(`answers 404 with the ${language} not-found page, leading to the ${language} home`, async ({
      page,
    }) => {
      const { notFound } = copyOf(language);
      const response = await page.goto(`/${language}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute(
        "lang",
        languages[language].tag,
      );
      await expect(
        page.getByRole("heading", { level: 1, name: notFound.heading }),
      ).toBeVisible();
      await page.getByRole("link", { name: notFound.backLabel }).click();
      await expect(
        page.getByRole("heading", {
          level: 1,
          name: joinTitle(copyOf(language).home.hero.titleParts),
        }),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${language}$`));
    });
  }
});
