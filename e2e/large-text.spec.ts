import { copyOf, languageCodes, pathIn } from "../content/languages";
import { routes } from "../content/site";

import { expectEachGetViewFits, expectEverySectionFits } from "./expect-fits";
import { countryTrigger, goToStep2 } from "./get-helpers";
import { expect, test, twoFrames } from "./fixtures";
import { linesPastTheirFrame } from "./lines-past-their-frame";

/**
 * A phone's text set to 150 % lays the page out as zoom does, in fewer CSS pixels: a 360 px phone
 * becomes 240 px wide, a 390 px one 260; at 200 %, a 390 px phone is 195 px wide. Our breakpoints
 * are in rem, so a larger default font in the browser's settings gives the same layout. WCAG asks
 * for 320; these visitors are common.
 */
const LARGE_TEXT_WIDTHS = [195, 240, 260];

test.use({ reducedMotion: "reduce" });

for (const language of languageCodes) {
  const { chrome, fees } = copyOf(language);
  // The calculator's quote, whose figures must stay inside its frame.
  const quote = `[role="group"][aria-label="${fees.calculator.resultLabel}"]`;

  for (const route of routes) {
    const path = pathIn(language, route);

    test(`${path} with large text on a phone (195, 240 and 260 px): the whole navigation bar and language list on screen, nothing cut off or scrolling sideways`, async ({
      page,
    }) => {
      for (const width of LARGE_TEXT_WIDTHS) {
        await page.setViewportSize({ width, height: 700 });
        await page.goto(path);
        const nav = page.getByRole("navigation", { name: chrome.mainNavLabel });
        await expect(
          nav.getByRole("link", { name: chrome.homeLinkLabel }),
        ).toBeInViewport({ ratio: 1 });
        for (const control of await nav
          .locator("a:visible, button:visible, summary:visible")
          .all())
          await expect(control).toBeInViewport({ ratio: 1 });

        await nav.locator("summary").click();
        for (const option of await nav.locator("details a").all())
          await expect(option).toBeInViewport({ ratio: 1 });
        await nav.locator("summary").click();

        await expectEverySectionFits(page);
        if (route === "/") {
          await page.locator(quote).scrollIntoViewIfNeeded();
          await twoFrames(page);
          expect(await page.evaluate(linesPastTheirFrame, quote)).toEqual([]);
        }
      }
    });
  }
}

test("on a short phone with text at 200 % (195×422 px), the open country list is wholly on screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 195, height: 422 });
  await goToStep2(page);
  await countryTrigger(page).click();
  await expect(page.getByRole("listbox")).toBeInViewport({ ratio: 1 });
});

for (const width of [195, 240, 260]) {
  test(`/get with large text on a phone (${width} px): each view from sign-up to step 2 fits, login and the country list open included`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto("/get");
    await expectEachGetViewFits(page);
  });
}
