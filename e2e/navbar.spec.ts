import type { Locator, Page } from "@playwright/test";
import { PNG } from "pngjs";

import { en } from "../content/en";
import { copyOf, languageCodes, pathIn } from "../content/languages";
import { site } from "../content/site";
import { brandColors } from "../lib/brand";

import { computedRgb } from "./computed-rgb";
import { mainLooks } from "./main-looks";
import {
  allowClipboard,
  expect,
  loadedAndIdle,
  test,
  twoFrames,
} from "./fixtures";

const ROUTES = ["/", "/get", "/token"] as const;
/** The address as the pill shows it: its first and last six characters. */
const SHORTENED_ADDRESS = `${site.contractAddress.slice(0, 6)}…${site.contractAddress.slice(-6)}`;

for (const route of ROUTES)
  test(`${route} shows the navigation bar with the address, Home, Token and Get your card, on one row without horizontal overflow at 320, 390 and 1280 px`, async ({
    page,
  }) => {
    await page.goto(route);
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(
        nav.getByRole("button", { name: /copy contract address/i }),
      ).toBeVisible();
      await expect(
        nav.getByRole("link", { name: "Home", exact: true }),
      ).toBeVisible();
      await expect(
        nav.getByRole("link", { name: "Token", exact: true }),
      ).toBeVisible();
      await expect(
        nav.getByRole("link", { name: /get (your )?card/i }),
      ).toHaveAttribute("href", "/get");
      const box = await nav.boundingBox();
      expect(box?.height, `at ${width} px`).toBeLessThanOrEqual(64);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `at ${width} px`).toBe(0);
    }
  });

/** Whether any of the element's shadows has a colour: a glow, not the ring's transparent stand-ins. */
const glows = (action: Locator) =>
  action.evaluate((element) =>
    getComputedStyle(element)
      .boxShadow.split(/,(?![^(]*\))/)
      .some(
        (shadow) => shadow !== "none" && !shadow.includes("rgba(0, 0, 0, 0)"),
      ),
  );

// The bar's button is on every page, the same action: a glow beside the page's own call to action
// would make two on one screen.
for (const [route, role, name] of [
  ["/", "link", /^get your card/i],
  ["/get", "button", /^sign up$/i],
  ["/no-such-page", "link", /^back to home$/i],
] as const)
  test.describe(route, () => {
    // Chromium reports the not-found page's own 404 status in the console.
    if (route === "/no-such-page")
      test.use({
        allowedConsoleMessages: [/the server responded with a status of 404/],
      });

    test("the page's own call to action glows, the bar's Get your card does not", async ({
      page,
    }) => {
      await page.goto(route);
      const pageAction = page.getByRole("main").getByRole(role, { name });
      await expect(pageAction).toBeVisible();
      expect(await glows(pageAction)).toBe(true);
      expect(
        await glows(
          page
            .getByRole("navigation", { name: "Main" })
            .getByRole("link", { name: /get (your )?card/i }),
        ),
      ).toBe(false);
    });
  });

// A laptop at 200 % zoom, a tablet upright: the widths where the bar has the most to fit.
for (const language of languageCodes)
  test(`${pathIn(language, "/")}: every control of the bar is wholly on screen from 640 to 800 px`, async ({
    page,
  }) => {
    await page.goto(pathIn(language, "/"));
    const nav = page.getByRole("navigation", {
      name: copyOf(language).chrome.mainNavLabel,
    });
    for (const width of [640, 700, 767, 768, 800]) {
      await page.setViewportSize({ width, height: 600 });
      for (const control of await nav
        .locator("a:visible, button:visible, summary:visible")
        .all())
        await expect(control, `at ${width} px`).toBeInViewport({ ratio: 1 });
    }
  });

test("the copy button shows the address shortened to its first and last six characters", async ({
  page,
}) => {
  await page.goto("/");
  const button = page.getByRole("button", { name: /copy contract address/i });
  await expect(button).toContainText(SHORTENED_ADDRESS);
});

test("copying puts the full address on the clipboard and shows a check for two seconds", async ({
  page,
  context,
  baseURL,
}) => {
  await allowClipboard(context, baseURL);
  await page.clock.install();
  await page.goto("/");
  const button = page.getByRole("button", { name: /copy contract address/i });
  await expect(button).toBeEnabled();
  // From here the page's time moves only as the test says.
  await page.clock.pauseAt(Date.now() + 60_000);
  await button.click();
  await expect(page.getByTestId("copied-icon")).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "Copied" }),
  ).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    site.contractAddress,
  );
  await page.clock.runFor(1_900);
  await expect(page.getByTestId("copied-icon")).toBeVisible();
  await page.clock.runFor(100);
  await expect(page.getByTestId("copy-icon")).toBeVisible();
});

test("a refused clipboard logs Failed to copy and changes nothing on screen", async ({
  page,
}) => {
  // Chromium lets writeText through on a click even with the permission denied, so the refusal
  // is staged in the page exactly as a browser reports it.
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(
        new DOMException("Write permission denied.", "NotAllowedError"),
      );
  });
  const failure = page.waitForEvent("console", (message) =>
    message.text().includes("Failed to copy"),
  );
  await page.goto("/");
  await page.getByRole("button", { name: /copy contract address/i }).click();
  expect((await failure).type()).toBe("error");
  await expect(page.getByTestId("copy-icon")).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: "Copied" }),
  ).toHaveCount(0);
});

/**
 * Scrolls on, as a visitor would, until the bar hides: the first scroll can land before the
 * page is hydrated and its listener attached.
 */
async function scrollDownUntilBarHides(page: Page) {
  const header = page.getByRole("banner");
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 60));
    await expect(header).not.toBeInViewport({ timeout: 1_000 });
  }).toPass();
}

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
}

test("the bar hides when scrolling down past 10 px and returns on scroll up and at the top", async ({
  page,
}) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await scrollDownUntilBarHides(page);
  await scrollToY(page, 0);
  await expect(header).toBeInViewport();
  await scrollToY(page, 8);
  await expect(header).toBeInViewport();
  await scrollToY(page, 400);
  await expect(header).not.toBeInViewport();
  await scrollToY(page, 300);
  await expect(header).toBeInViewport();
  await scrollToY(page, 600);
  await expect(header).not.toBeInViewport();
  await scrollToY(page, 0);
  await expect(header).toBeInViewport();
});

test("hiding the bar does not shift the page content", async ({ page }) => {
  await page.goto("/");
  const heading = page.getByRole("heading", { level: 1 });
  const top = () =>
    heading.evaluate(
      (element) => element.getBoundingClientRect().top + window.scrollY,
    );
  const before = await top();
  await scrollDownUntilBarHides(page);
  expect(await top()).toBe(before);
});

test("keyboard focus moving into the hidden bar shows it", async ({ page }) => {
  await page.goto("/");
  await scrollDownUntilBarHides(page);
  await page.getByRole("link", { name: "Skip to content" }).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("banner")).toBeInViewport();
});

test("the bar stays while the keyboard scrolls the page from a link in it, and hides after a pointer's press there", async ({
  page,
  context,
  baseURL,
}) => {
  await allowClipboard(context, baseURL);
  await page.goto("/");
  const header = page.getByRole("banner");
  await page.getByRole("link", { name: "Skip to content" }).focus();
  await page.keyboard.press("Tab");
  await expect(page.locator("header :focus-visible")).toHaveCount(1);
  for (let press = 0; press < 3; press++) await page.keyboard.press("PageDown");
  await expect
    .poll(() => page.evaluate(() => window.scrollY))
    .toBeGreaterThan(1000);
  await expect(header).toHaveAttribute("data-visible", "true");
  await expect(header).toBeInViewport();

  await scrollToY(page, 0);
  await page.getByRole("button", { name: /copy contract address/i }).click();
  await scrollDownUntilBarHides(page);
});

test("the bar stays while its language list is open and the wheel scrolls the page, and hides once the list is closed", async ({
  page,
}) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  const switcher = header.locator("summary");
  const spanish = header.getByRole("link", { name: "Español" });
  await switcher.click();
  await expect(spanish).toBeInViewport();
  // Before, the bar slid away and left the list hanging over the page, cut off at its top.
  await page.mouse.move(200, 600);
  await page.mouse.wheel(0, 800);
  await expect
    .poll(() => page.evaluate(() => window.scrollY))
    .toBeGreaterThan(400);
  await expect(header).toHaveAttribute("data-visible", "true");
  await expect(spanish).toBeInViewport({ ratio: 1 });

  await switcher.click();
  await expect(spanish).toBeHidden();
  await scrollDownUntilBarHides(page);
});

/**
 * How far the focused control's top sits below the bar's height, whether the bar is shown or
 * sliding in, or null once the bar itself has focus.
 */
function focusedClearanceBelowBar(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector("header");
    const focused = document.activeElement;
    if (!bar || !focused || bar.contains(focused)) return null;
    return focused.getBoundingClientRect().top - bar.offsetHeight;
  });
}

for (const route of ["/", "/token"]) {
  test(`${route}: tabbing back up the page never leaves the focused control under the bar`, async ({
    page,
  }) => {
    await page.goto(route);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    for (let presses = 1; ; presses += 1) {
      await page.keyboard.press("Shift+Tab");
      if ((await focusedClearanceBelowBar(page)) === null) break;
      await expect
        .poll(() => focusedClearanceBelowBar(page))
        .toBeGreaterThanOrEqual(0);
      expect(presses, "Shift+Tab never reached the bar").toBeLessThan(80);
    }
  });
}

/**
 * How many colours a band of the bar shows, clear of its controls (between the address and the
 * links), with /token's heading scrolled under it. Only what the bar lets through can vary there.
 */
async function coloursThroughTheBar(page: Page) {
  await page.goto("/token");
  const heading = page.getByRole("heading", { level: 1 });
  await scrollToY(
    page,
    await heading.evaluate((element) => element.getBoundingClientRect().top),
  );
  // Focus brings the bar back over the heading (reduced motion: without its slide).
  const home = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Home", exact: true });
  await home.focus();
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-visible", "true");
  const bar = await header.boundingBox();
  const address = await header
    .getByRole("button", { name: /copy contract address/i })
    .boundingBox();
  const links = await home.boundingBox();
  if (!bar || !address || !links) throw new Error("the bar is not drawn");
  const left = address.x + address.width + 16;
  const band = {
    x: left,
    y: bar.y + 8,
    width: links.x - 16 - left,
    height: bar.height - 16,
  };
  const { data } = PNG.sync.read(await page.screenshot({ clip: band }));
  const colours = new Set<string>();
  for (let at = 0; at < data.length; at += 4)
    colours.add(data.subarray(at, at + 3).join());
  return colours.size;
}

test.describe("the bar over the page's text", () => {
  test.use({ reducedMotion: "reduce" });

  test("lets it show through, blurred", async ({ page }) => {
    expect(await coloursThroughTheBar(page)).toBeGreaterThan(1);
  });

  test("is solid when the visitor asks for less transparency", async ({
    page,
  }) => {
    const devtools = await page.context().newCDPSession(page);
    await devtools.send("Emulation.setEmulatedMedia", {
      features: [{ name: "prefers-reduced-transparency", value: "reduce" }],
    });
    expect(await coloursThroughTheBar(page)).toBe(1);
  });

  test("is solid when the visitor asks for more contrast", async ({ page }) => {
    await page.emulateMedia({ contrast: "more" });
    expect(await coloursThroughTheBar(page)).toBe(1);
  });

  test("is solid in a contrast theme", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
    expect(await coloursThroughTheBar(page)).toBe(1);
  });
});

test("the bar underlines its link to the page shown, not by its brighter words alone, and moves the line with a client navigation", async ({
  page,
}) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  const home = nav.getByRole("link", { name: "Home", exact: true });
  const token = nav.getByRole("link", { name: "Token", exact: true });
  const underline = (link: Locator) =>
    link.evaluate((element) => getComputedStyle(element).textDecorationLine);
  await expect(home).toHaveAttribute("aria-current", "page");
  expect(await underline(home)).toBe("underline");
  expect(await underline(token)).toBe("none");
  await token.click();
  await expect(token).toHaveAttribute("aria-current", "page");
  expect(await underline(token)).toBe("underline");
  expect(await underline(home)).toBe("none");
});

test("on /get the bar's Get your card is underlined as the page shown, not filled as a second call to action", async ({
  page,
}) => {
  await page.goto("/token");
  const cta = page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: en.site.cta.label });
  const looks = () =>
    cta.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        fill: style.backgroundColor,
        line: style.textDecorationLine,
      };
    });
  expect(await looks()).toEqual({
    fill: computedRgb(brandColors.mint),
    line: "none",
  });
  await cta.click();
  await expect(cta).toHaveAttribute("aria-current", "page");
  await cta.hover();
  // Its colours change over 200 ms from the fill it had on /token.
  await expect.poll(looks).toEqual({
    fill: "rgba(0, 0, 0, 0)",
    line: "underline",
  });
});

test("following the link to the page already shown neither reloads nor adds history", async ({
  page,
}) => {
  await page.goto("/token");
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  const historyLength = await page.evaluate(() => history.length);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Token", exact: true })
    .click();
  await expect(page).toHaveURL(/\/token$/);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  expect(await page.evaluate(() => "stillHere" in window)).toBe(true);
});

test("Home and Token links navigate between pages", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Token", exact: true }).click();
  await expect(page).toHaveURL(/\/token$/);
  await nav.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await nav.getByRole("link", { name: /get (your )?card/i }).click();
  await expect(page).toHaveURL(/\/get$/);
});

/** Whether the skip link shows as its pill, fixed at the top (keyboard focus), not clipped away. */
const isSkipLinkShown = (page: Page) =>
  page
    .getByRole("link", { name: "Skip to content" })
    .evaluate((link) => getComputedStyle(link).position === "fixed");

test("after a footer link, the next Tab starts from the top of the new page, as on a page loaded afresh", async ({
  page,
}) => {
  await page.goto("/");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Privacy" })
    .focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(
    page.getByRole("link", { name: "Skip to content" }),
  ).toBeFocused();
  await expect.poll(() => isSkipLinkShown(page)).toBe(true);
  await page.keyboard.press("Tab");
  await expect(
    page.getByRole("banner").getByRole("link").first(),
  ).toBeFocused();
});

test("after a link to a section of another page, the next Tab starts in that section", async ({
  page,
}) => {
  await page.goto("/privacy");
  await page.getByRole("link", { name: "Read the FAQ" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/#faq$/);
  await page.keyboard.press("Tab");
  await expect(page.locator("#faq summary").first()).toBeFocused();
});

test("a click to another page leaves the skip link hidden", async ({
  page,
}) => {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Token", exact: true })
    .click();
  await expect(page).toHaveURL(/\/token$/);
  await expect(
    page.getByRole("link", { name: "Skip to content" }),
  ).toBeFocused();
  expect(await isSkipLinkShown(page)).toBe(false);
});

test("a client navigation from / to /get and back keeps the page styled, in the same document", async ({
  page,
}) => {
  // The payload a client navigation reads names the stylesheet without its text (the page holds
  // it already): the page must look the same after the move as after a load.
  const canvas = computedRgb(brandColors.canvas);
  const looks = () =>
    page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      barPosition: getComputedStyle(document.querySelector("header")!).position,
      stylesheets: document.querySelectorAll('style[data-precedence="next"]')
        .length,
      sameDocument: "stillHere" in window,
    }));
  await page.goto("/");
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: /get (your )?card/i }).click();
  await expect(page).toHaveURL(/\/get$/);
  const styled = {
    background: canvas,
    barPosition: "fixed",
    stylesheets: 1,
    sameDocument: true,
  };
  expect(await looks()).toEqual(styled);
  await nav.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await looks()).toEqual(styled);
});

test("a page reached by a client navigation looks as it does when loaded, even while the whole stylesheet is slow to arrive", async ({
  page,
}) => {
  // Each page's inline stylesheet holds only the rules it can use: /get's lacks most of /token's.
  const looks = () => page.evaluate(mainLooks);
  await page.goto("/token");
  const loaded = await looks();
  await page.route(/\.css\?whole$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // Once hydrated, the page asks for the whole sheet, which the route holds back (and, routed,
  // the browser does not cache it for the navigation).
  const hydrated = page.waitForRequest(/\.css\?whole$/);
  await page.goto("/get");
  await hydrated;
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Token", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    en.token.hero.titleParts.lead,
  );
  expect(await page.evaluate(() => "stillHere" in window)).toBe(true);
  expect(await looks()).toEqual(loaded);
});

test("the footer appears on home and token but not on /get", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.goto("/token");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toBeVisible();
  const social = footer.getByRole("link", {
    name: new RegExp(en.site.socialLabel),
  });
  await expect(social).toHaveAttribute("target", "_blank");
  await expect(social).toHaveAttribute("rel", "noopener noreferrer");
  await page.goto("/get");
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
});

test("the footer underlines its link to the page shown, which, followed, neither moves the page nor adds history", async ({
  page,
}) => {
  await page.goto("/privacy");
  const footer = page.getByRole("contentinfo");
  const privacy = footer.getByRole("link", { name: "Privacy", exact: true });
  await privacy.scrollIntoViewIfNeeded();
  await loadedAndIdle(page);
  await expect(privacy).toHaveAttribute("aria-current", "page");
  expect(
    await privacy.evaluate(
      (element) => getComputedStyle(element).textDecorationLine,
    ),
  ).toBe("underline");
  await expect(
    footer.getByRole("link", { name: "Token", exact: true }),
  ).not.toHaveAttribute("aria-current");
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  const before = await page.evaluate(() => ({
    entries: history.length,
    scrolled: Math.round(scrollY),
  }));
  await privacy.click();
  await twoFrames(page);
  await twoFrames(page);
  expect(
    await page.evaluate(() => ({
      entries: history.length,
      scrolled: Math.round(scrollY),
    })),
  ).toEqual(before);
  expect(await page.evaluate(() => "stillHere" in window)).toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the copy button shows the address, disabled rather than offering a press that never answers", async ({
    page,
  }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: /copy contract address/i });
    await expect(button).toContainText(SHORTENED_ADDRESS);
    await expect(button).toBeDisabled();
  });
});
