import type { Page } from "@playwright/test";

import { en } from "../content/en";

import { expect, loadedAndIdle, test } from "./fixtures";
import { mainLooks } from "./main-looks";

/**
 * What this page downloads ahead from now on: a page's data (Next asks with an `_rsc` parameter),
 * named by its page, and the whole stylesheet, which a client navigation would link.
 */
function recordFetchedAhead(page: Page) {
  const fetched = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has("_rsc"))
      fetched.add(url.pathname.replace(/\/__next\..*$/, "") || "/");
    if (url.search === "?whole") fetched.add("the whole stylesheet");
  });
  return fetched;
}

test("a page fetches the pages its links lead to ahead, not itself, and the whole stylesheet", async ({
  page,
}) => {
  const fetched = recordFetchedAhead(page);
  await page.goto("/get");
  await expect
    .poll(() => [...fetched].sort())
    .toEqual(["/", "/privacy", "/token", "the whole stylesheet"]);
});

test("with Data Saver on, nothing is fetched ahead, and a link still leads to its page, styled", async ({
  page,
}) => {
  // What Chrome on Android reports while the system's Data Saver is on.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Emulation.setDataSaverOverride", {
    dataSaverEnabled: true,
  });
  await page.goto("/token");
  const loaded = await page.evaluate(mainLooks);
  const fetched = recordFetchedAhead(page);
  await page.goto("/");
  await loadedAndIdle(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Token" })
    .hover();
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  await loadedAndIdle(page);
  expect([...fetched]).toEqual([]);

  // Followed without a reload, the page is drawn with the whole stylesheet, fetched only now.
  await page.evaluate(() => Object.assign(window, { stillHere: true }));
  await footer.getByRole("link", { name: "Token" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    en.token.hero.titleParts.lead,
  );
  expect(await page.evaluate(() => "stillHere" in window)).toBe(true);
  expect(await page.evaluate(mainLooks)).toEqual(loaded);
});
