import { languageCodes, pathIn } from "../content/languages";
import { expect, test, twoFrames } from "./fixtures";

/*
 * Sections below the fold are laid out only when the visitor nears them; until then each stands
 * in at the content height it declares for the width, plus its padding. A stand-in far from the
 * real height makes the scroll bar jump as the visitor scrolls and, in WebKit (which does not
 * anchor the scroll), moves what a link such as "Read the FAQ" has just scrolled to: each must be
 * within a tenth of it, in every language: one height serves them all, and translated copy runs
 * longer or shorter than the English.
 */

const TOLERANCE = 0.1;
const PATHS = languageCodes.flatMap((language) =>
  (["/", "/token"] as const).map((route) => pathIn(language, route)),
);

// A phone, a tablet upright and on its side, a laptop: the first width each tablet height serves.
for (const width of [390, 768, 1024, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of PATHS) {
      test(`every section of ${path} laid out later stands in at about its real height`, async ({
        page,
      }) => {
        await page.goto(path);
        // The class is the mechanism under test: each element that carries it must keep its word.
        const sections = page.locator(".render-later");
        const count = await sections.count();
        expect(count, "sections laid out later").toBeGreaterThan(0);

        const misses: string[] = [];
        for (let index = 0; index < count; index += 1) {
          const section = sections.nth(index);
          const standIn = await section.evaluate((element) => {
            const style = getComputedStyle(element);
            const probe = document.createElement("div");
            probe.style.height = style.getPropertyValue(
              "--render-later-height",
            );
            document.body.append(probe);
            const content = probe.getBoundingClientRect().height;
            probe.remove();
            return [
              style.paddingTop,
              style.paddingBottom,
              style.borderTopWidth,
              style.borderBottomWidth,
            ].reduce((height, edge) => height + parseFloat(edge), content);
          });
          await section.scrollIntoViewIfNeeded();
          await twoFrames(page);
          const real = await section.evaluate(
            (element) => element.getBoundingClientRect().height,
          );
          const name = await section.evaluate(
            (element) =>
              element.getAttribute("aria-labelledby") ??
              element.tagName.toLowerCase(),
          );
          if (Math.abs(standIn - real) > real * TOLERANCE) {
            misses.push(
              `${name}: stands in at ${Math.round(standIn)} px, is ${Math.round(real)} px`,
            );
          }
        }
        expect(misses).toEqual([]);
      });
    }
  });
}
