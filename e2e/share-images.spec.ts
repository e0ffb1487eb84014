import type { Page } from "@playwright/test";

import { copyOf, languageCodes, pathIn } from "../content/languages";
import { routes } from "../content/site";
import { SITE_URL } from "../lib/site-url";
import { expect, test } from "./fixtures";

const WIDTH = 1200;
const HEIGHT = 630;

/** Where a page's sharing tag points, on the server under test instead of the live site. */
async function imageUrl(page: Page, selector: string) {
  const content = await page.locator(selector).getAttribute("content");
  expect(content, selector).toMatch(new RegExp(`^${SITE_URL}/`));
  return (content ?? "").slice(SITE_URL.length);
}

/** A PNG's size, from its header: width and height are the IHDR chunk's first two words. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Every page of every language, with the words of its picture. */
const shareImages = languageCodes.flatMap((language) =>
  routes.map((route) => ({
    path: pathIn(language, route),
    alt: copyOf(language).share.images[route].alt,
  })),
);

for (const image of shareImages) {
  test(`${image.path} names a sharing image of its own that the server sends as a PNG`, async ({
    page,
    request,
  }) => {
    await page.goto(image.path);
    for (const tag of [
      'meta[property="og:image"]',
      'meta[name="twitter:image"]',
    ]) {
      const response = await request.get(await imageUrl(page, tag));
      expect(response.status(), tag).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await response.body())).toEqual({
        width: WIDTH,
        height: HEIGHT,
      });
    }
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
      "content",
      image.alt,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      "content",
      "summary_large_image",
    );
  });
}

test("each page's sharing image is its own picture, in its own language", async ({
  page,
  request,
}) => {
  // Drawing twelve pictures' worth of pages takes longer than one test's default on a busy machine.
  test.slow();
  const pictures = new Set<string>();
  for (const image of shareImages) {
    await page.goto(image.path);
    const body = await (
      await request.get(await imageUrl(page, 'meta[property="og:image"]'))
    ).body();
    pictures.add(body.toString("base64"));
  }
  expect(pictures.size).toBe(shareImages.length);
});

test.describe("on the not-found page", () => {
  // Chromium reports the page's own 404 status in the console; that status is expected here.
  test.use({
    allowedConsoleMessages: [/the server responded with a status of 404/],
  });

  test("it shares the home page's image", async ({ page, request }) => {
    await page.goto("/");
    const home = await imageUrl(page, 'meta[property="og:image"]');
    await page.goto("/no-such-page");
    const url = await imageUrl(page, 'meta[property="og:image"]');
    expect(url).toBe(home);
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  });
});
