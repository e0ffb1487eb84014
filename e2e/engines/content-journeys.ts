import { isDeepStrictEqual } from "node:util";

import { business } from "../../content/business";
import { en } from "../../content/en";
import { joinTitle } from "../../content/section-intro";
import { mainLooks } from "../main-looks";
import type { EnginePage } from "./engine-page";
import type { Journey } from "./journey";
import { expectHeading, headingTexts, scrollToRegion } from "./page-reads";
import { waitForEqual, waitUntil } from "./wait-until";

/** The titles of the level-3 headings in region `name`, and whether it has finished fading in. */
function regionState(page: EnginePage, name: string) {
  return page.read((regionName: string) => {
    const { find } = window.engineJourney!;
    const [region] = find({ role: "region", name: regionName });
    if (!region) return null;
    const box = region.getBoundingClientRect();
    return {
      isFadedIn: getComputedStyle(region).opacity === "1",
      isOnScreen: box.top < window.innerHeight && box.bottom > 0,
      headings: window
        .TestingLibraryDom!.within(region)
        .queryAllByRole("heading", { level: 3 })
        .map((heading) => (heading.textContent ?? "").trim()),
    };
  }, name);
}

/** Scrolls to region `name` as a visitor would, and waits for it to fade in showing `headings`. */
async function expectRegionShown(
  page: EnginePage,
  name: string,
  headings: string[],
) {
  await waitForEqual(
    `the region "${name}" to be scrolled to, faded in, with its headings`,
    async () => {
      await scrollToRegion(page, name);
      return regionState(page, name);
    },
    { isFadedIn: true, isOnScreen: true, headings },
  );
}

const { allocation, roadmap } = en.token;

export const contentJourneys: Journey[] = [
  {
    id: "token",
    name: `/token states ${business.tokenTradeFeePercent}% buy and sell fees and, scrolled to, shows the allocation cards and the roadmap`,
    async run(page) {
      await page.open("/token");
      await waitUntil(
        `the h1 to state ${business.tokenTradeFeePercent}% buy and sell fees`,
        () => headingTexts(page, 1),
        (texts) =>
          texts.length === 1 &&
          Boolean(
            texts[0]?.includes(
              `${business.tokenTradeFeePercent}% buy and sell fees`,
            ),
          ),
      );
      await expectRegionShown(
        page,
        allocation.intro.title,
        allocation.cards.map((card) => card.heading),
      );
      await expectRegionShown(
        page,
        roadmap.intro.title,
        roadmap.phases.map((phase) => phase.title),
      );
    },
  },
  {
    id: "client-navigation",
    name: "/token reached from /get by the navigation bar, in the same document, looks as it does when loaded",
    async run(page) {
      await page.open("/token");
      const loaded = await page.read(mainLooks);
      await page.open("/get");
      // Hydrated: the page then fetches the whole stylesheet (its own inline rules lack /token's).
      await waitUntil(
        "/get to have hydrated and fetched the whole stylesheet",
        () =>
          page.read(() =>
            performance
              .getEntriesByType("resource")
              .some((entry) => entry.name.endsWith(".css?whole")),
          ),
      );
      await page.read(() => {
        Object.assign(window, { stillHere: true });
        return true;
      });
      await page.click({
        role: "link",
        name: "Token",
        within: { role: "navigation", name: "Main" },
      });
      await waitUntil(
        "the token page's heading",
        () => headingTexts(page, 1),
        (texts) => Boolean(texts[0]?.includes(en.token.hero.titleParts.lead)),
      );
      if (!(await page.read(() => "stillHere" in window)))
        throw new Error("The Token link loaded a new document");
      const reached = await page.read(mainLooks);
      if (!isDeepStrictEqual(reached, loaded))
        throw new Error(
          `/token reached by the link differs from /token loaded in ${reached.filter((look, index) => look !== loaded[index]).length} of ${loaded.length} elements`,
        );
    },
  },
  {
    id: "privacy",
    name: "/privacy states every statement under its group's heading",
    async run(page) {
      await page.open("/privacy");
      await expectHeading(page, joinTitle(en.privacy.titleParts));
      for (const group of en.privacy.groups)
        await expectRegionShown(
          page,
          group.intro.title,
          group.statements.map((statement) => statement.title),
        );
    },
  },
];
