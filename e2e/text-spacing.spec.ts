import type { Page } from "@playwright/test";

import { copyOf, languageCodes, pathIn } from "../content/languages";
import { routes } from "../content/site";

import { expectEachGetViewFits, expectEverySectionFits } from "./expect-fits";
import { expect, test } from "./fixtures";
import {
  addReaderStyles,
  ringLabel,
  ringLabelInItsHole,
  TEXT_SPACING,
} from "./text-spacing";

/**
 * 320 px: the width WCAG asks a page to reflow to; 360: the narrowest common phone, where the bar
 * shows the address instead of the mark.
 */
const WIDTHS = [320, 360, 390, 1280];

async function spaceTheText(page: Page) {
  await page.evaluate(addReaderStyles, TEXT_SPACING);
}

test.use({ reducedMotion: "reduce" });

for (const language of languageCodes) {
  const { chrome } = copyOf(language);

  for (const route of routes) {
    const path = pathIn(language, route);

    test(`${path} with a reader's text spacing (WCAG 1.4.12) at 320, 360, 390 and 1280 px: the whole navigation bar on screen, nothing cut off or scrolling sideways${route === "/token" ? ", the ring's label inside its hole" : ""}`, async ({
      page,
    }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await spaceTheText(page);
        const nav = page.getByRole("navigation", { name: chrome.mainNavLabel });
        for (const control of await nav
          .locator("a:visible, button:visible, summary:visible")
          .all())
          await expect(control).toBeInViewport({ ratio: 1 });
        await expectEverySectionFits(page);
        if (route === "/token")
          expect(await page.evaluate(ringLabel)).toEqual(
            ringLabelInItsHole(language),
          );
      }
    });
  }
}

test.describe("an unknown path", () => {
  // Chromium reports the page's own 404 status in the console; that status is expected here.
  test.use({
    allowedConsoleMessages: [/the server responded with a status of 404/],
  });

  for (const language of languageCodes) {
    const unknownPath = `${pathIn(language, "/").replace(/\/$/, "")}/no-such-page`;

    test(`${unknownPath}'s not-found page with a reader's text spacing (WCAG 1.4.12) at 320, 360, 390 and 1280 px: nothing cut off or scrolling sideways`, async ({
      page,
    }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(unknownPath);
        await spaceTheText(page);
        await expectEverySectionFits(page);
      }
    });
  }
});

// One test a width: the flow keeps what was typed for the tab, and each walk starts empty.
for (const width of [320, 1280]) {
  test(`/get with a reader's text spacing (WCAG 1.4.12) at ${width} px: each view from sign-up to step 2 fits, login and the country list open included`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/get");
    await spaceTheText(page);
    await expectEachGetViewFits(page);
  });
}
