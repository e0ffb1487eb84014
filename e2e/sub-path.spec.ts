import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";

import { en } from "../content/en";
import { joinTitle } from "../content/section-intro";
import { SUB_PATH_OUT, SUB_PATH_SITE_URL } from "../scripts/sub-path-site";
import { expect } from "./fixtures";
import { nextCardOrderLog } from "./get-helpers";
import { rawRequest } from "./raw-request";
import { subPathTest as test } from "./static-servers";

// The export built for a project site on GitHub Pages (SITE_URL with a path) and served under that
// path, as GitHub Pages does: every page, file and link must stay under it.
const BASE = new URL(SUB_PATH_SITE_URL).pathname;

function heading(page: Page, name: string) {
  return page.getByRole("heading", { level: 1, name, exact: true });
}

/** Every request the page makes to our origin, with the status it got. */
function recordRequests(page: Page, origin: string) {
  const requests: { path: string; status: number }[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.origin === origin)
      requests.push({ path: url.pathname, status: response.status() });
  });
  return requests;
}

for (const [route, title] of [
  ["", joinTitle(en.home.hero.titleParts)],
  ["/get", "Create your account"],
  ["/token", undefined],
] as const) {
  test(`${BASE}${route} loads its stylesheet, scripts, font and icons from under ${BASE}`, async ({
    page,
    baseURL,
  }) => {
    const requests = recordRequests(page, baseURL ?? "");
    const response = await page.goto(`${BASE}${route}`);
    expect(response?.status()).toBe(200);
    await expect(
      title ? heading(page, title) : page.getByRole("heading", { level: 1 }),
    ).toBeVisible();
    // The stylesheet applied, and the self-hosted font arrived.
    expect(
      await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some((face) => face.status === "loaded");
      }),
    ).toBe(true);
    await expect(page.locator("body")).not.toHaveCSS(
      "background-color",
      "rgba(0, 0, 0, 0)",
    );
    expect(requests.length).toBeGreaterThan(5);
    expect(
      requests.filter(
        ({ path, status }) =>
          !(path === BASE || path.startsWith(`${BASE}/`)) || status >= 400,
      ),
    ).toEqual([]);
  });
}

test(`the navigation bar's links keep ${BASE}`, async ({ page }) => {
  await page.goto(BASE);
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Token", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/token$`));
  await nav.getByRole("link", { name: /get (your )?card/i }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/get$`));
  await expect(heading(page, "Create your account")).toBeVisible();
  await nav.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}$`));
  await expect(heading(page, joinTitle(en.home.hero.titleParts))).toBeVisible();
});

test(`the /get views keep their address under ${BASE}, Back included`, async ({
  page,
}) => {
  const path = () => new URL(page.url()).pathname;
  await page.goto(`${BASE}/get`);
  await page.getByLabel("First name").fill("Augusta");
  await page.getByLabel("Last name").fill("Byronova");
  await page.getByLabel("E-mail").fill("augusta.byronova@example.test");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(heading(page, "Welcome, Augusta")).toBeVisible();
  expect(path()).toBe(`${BASE}/get`);
  await page.getByRole("button", { name: "Deposit" }).click();
  await expect(heading(page, "Select your card")).toBeVisible();
  expect(path()).toBe(`${BASE}/get`);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(heading(page, "Personal information")).toBeVisible();
  const flag = page
    .getByRole("button", { name: /^Country calling code/ })
    .locator("img");
  await expect
    .poll(() => flag.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(
    page.getByRole("link", { name: "How we handle your details" }),
  ).toHaveAttribute("href", `${BASE}/privacy`);
  // Next loads the phone reader's script, from under the sub-path too: the number is read.
  const logged = nextCardOrderLog(page);
  await page.getByLabel("Date of birth").fill("1815-12-10");
  await page.getByLabel("Phone number").fill("1 512 345 6789");
  await page.getByRole("button", { name: "Next" }).click();
  expect(await logged).toMatchObject({ phone: "+1 512 345 6789" });
  await page.goBack();
  await expect(heading(page, "Select your card")).toBeVisible();
  await page.goBack();
  await expect(heading(page, "Welcome, Augusta")).toBeVisible();
  expect(path()).toBe(`${BASE}/get`);
});

test.describe("a missing page", () => {
  // Chromium reports the page's own 404 status in the console; that status is the point here.
  test.use({
    allowedConsoleMessages: [/the server responded with a status of 404/],
  });

  test(`under ${BASE} is the not-found page, whose link leads to ${BASE}`, async ({
    page,
  }) => {
    const response = await page.goto(`${BASE}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(heading(page, en.notFound.heading)).toBeVisible();
    await page.getByRole("link", { name: en.notFound.backLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}$`));
    await expect(
      heading(page, joinTitle(en.home.hero.titleParts)),
    ).toBeVisible();
  });
});

test("canonical URLs, sharing images, the sitemap and the manifest name the sub-path", async ({
  request,
}) => {
  const home = readFileSync(`${SUB_PATH_OUT}/index.html`, "utf8");
  const get = readFileSync(`${SUB_PATH_OUT}/get.html`, "utf8");
  expect(get).toContain(
    `<link rel="canonical" href="${SUB_PATH_SITE_URL}/get"/>`,
  );
  const shareImage =
    /<meta property="og:image" content="([^"]+)"/.exec(home)?.[1] ?? "";
  expect(shareImage.split("?")[0]).toBe(`${SUB_PATH_SITE_URL}/share/home.png`);
  const { pathname, search } = new URL(shareImage);
  expect((await request.get(`${pathname}${search}`)).status()).toBe(200);

  const sitemap = await (await request.get(`${BASE}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${SUB_PATH_SITE_URL}/get</loc>`);

  const manifest = (await (
    await request.get(`${BASE}/manifest.webmanifest`)
  ).json()) as { start_url: string; icons: { src: string }[] };
  expect(manifest.start_url).toBe(`${BASE}/`);
  for (const icon of manifest.icons)
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

test(`a clean-URL redirect stays under ${BASE}, and a hostile one is refused`, async ({
  baseURL,
}) => {
  const origin = baseURL ?? "";
  const slashed = await rawRequest(origin, `${BASE}/get/`);
  expect(slashed.status).toBe(301);
  expect(slashed.headers.location).toBe(`${BASE}/get`);
  const html = await rawRequest(origin, `${BASE}/index.html`);
  expect(html.headers.location).toBe(BASE);
  const hostile = await rawRequest(origin, `${BASE}/%5Cevil.example/`);
  expect(hostile.status).toBe(404);
});
