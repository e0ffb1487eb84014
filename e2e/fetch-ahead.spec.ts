import type { Page } from "@playwright/test";

import { expect, test, twoFrames } from "./fixtures";

/** The pages whose data this page asks for from now on (Next asks with an `_rsc` parameter). */
function recordPagesFetched(page: Page) {
  const pages = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.searchParams.has("_rsc"))
      pages.add(url.pathname.replace(/\/__next\..*$/, "") || "/");
  });
  return pages;
}

/** Past the moment a link in view asks for its page: the page's first idle callback. */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => setTimeout(resolve, 0), { timeout: 3000 }),
      ),
  );
  await twoFrames(page);
}

test("a page fetches the pages its links lead to ahead, not itself", async ({
  page,
}) => {
  const fetched = recordPagesFetched(page);
  await page.goto("/get");
  await expect
    .poll(() => [...fetched].sort())
    .toEqual(["/", "/privacy", "/token"]);
});

test("with Data Saver on, no page is fetched ahead, and a link still leads to its page", async ({
  page,
}) => {
  // What Chrome on Android reports while the system's Data Saver is on.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Emulation.setDataSaverOverride", {
    dataSaverEnabled: true,
  });
  const fetched = recordPagesFetched(page);
  await page.goto("/");
  await settle(page);
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Token" })
    .hover();
  const footer = page.getByRole("contentinfo");
  await footer.scrollIntoViewIfNeeded();
  await settle(page);
  expect([...fetched]).toEqual([]);

  await footer.getByRole("link", { name: "Token" }).click();
  await expect(page).toHaveURL(/\/token$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
