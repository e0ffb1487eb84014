import type { Page, Route } from "@playwright/test";

/** Holds every script back, as a slow line does; the returned call lets them through. */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let isReleased = false;
  await page.route("**/_next/static/chunks/*.js", (route) => {
    if (isReleased) return route.continue();
    held.push(route);
  });
  return {
    count: () => held.length,
    release: async () => {
      isReleased = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}
