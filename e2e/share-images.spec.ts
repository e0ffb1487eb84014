import type { APIRequestContext } from "@playwright/test";

import { copyOf, languageCodes, pathIn } from "../content/languages";
import { routes } from "../content/site";
import { SITE_URL } from "../lib/site-url";
import { expect, test } from "./fixtures";

const WIDTH = 1200;
const HEIGHT = 630;

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

/**
 * A page's `<meta>` tags as a crawler reads them: from the HTML the server sends, without running
 * it. Keyed by `property` or `name`.
 */
async function metaTagsOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  const html = await response.text();
  const tags = new Map<string, string>();
  for (const [, attributes = ""] of html.matchAll(/<meta\s([^>]*?)\/?>/g)) {
    const attribute = Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [
        key,
        (value ?? "").replace(
          /&(amp|quot|#x27|lt|gt);/g,
          (entity) => ENTITIES[entity]!,
        ),
      ]),
    );
    const key = attribute.property ?? attribute.name;
    if (key && attribute.content !== undefined)
      tags.set(key, attribute.content);
  }
  return { status: response.status(), tags };
}

/** Where a page's sharing tag points, on the server under test instead of the live site. */
function imageUrl(tags: Map<string, string>, key: string) {
  const content = tags.get(key);
  expect(content, key).toMatch(new RegExp(`^${SITE_URL}/`));
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
    request,
  }) => {
    const { status, tags } = await metaTagsOf(request, image.path);
    expect(status).toBe(200);
    for (const tag of ["og:image", "twitter:image"]) {
      const response = await request.get(imageUrl(tags, tag));
      expect(response.status(), tag).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await response.body())).toEqual({
        width: WIDTH,
        height: HEIGHT,
      });
    }
    expect(tags.get("og:image:alt")).toBe(image.alt);
    expect(tags.get("twitter:card")).toBe("summary_large_image");
  });
}

test("each page's sharing image is its own picture, in its own language", async ({
  request,
}) => {
  const pictures = new Set<string>();
  for (const image of shareImages) {
    const { tags } = await metaTagsOf(request, image.path);
    const body = await (await request.get(imageUrl(tags, "og:image"))).body();
    pictures.add(body.toString("base64"));
  }
  expect(pictures.size).toBe(shareImages.length);
});

test("the not-found page shares the home page's image", async ({ request }) => {
  const home = imageUrl((await metaTagsOf(request, "/")).tags, "og:image");
  const notFound = await metaTagsOf(request, "/no-such-page");
  expect(notFound.status).toBe(404);
  const url = imageUrl(notFound.tags, "og:image");
  expect(url).toBe(home);
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
});
