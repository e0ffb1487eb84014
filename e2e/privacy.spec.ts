import type { BrowserContext, Page, Request } from "@playwright/test";

import type { PrivacyGroup } from "../content/en/privacy";
import { en } from "../content/en";
import { sceneHost, sceneRuntimeHosts, sceneUrl } from "../content/scene";
import {
  expect,
  expectNoAxeViolations,
  loadedAndIdle,
  test,
  twoFrames,
} from "./fixtures";

const { privacy } = en;

// Values no page would ever contain by chance, so finding one anywhere means it was carried there.
const TYPED = {
  firstName: "Zephyrinea",
  lastName: "Quillfeatherby",
  email: "zq.privacy-probe@example.test",
  birthDate: "1987-11-23",
  phone: "2025550143",
};

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);
const SCENE_ORIGIN = new URL(sceneUrl).origin;

type SeenRequest = {
  url: string;
  method: string;
  resourceType: string;
  headers: Record<string, string>;
  body: string;
};

/** Every request the page makes from now on, with the headers the browser really sent. */
function recordRequests(page: Page) {
  const seen: Promise<SeenRequest>[] = [];
  page.on("request", (request: Request) => {
    const read = request.allHeaders().then((headers) => ({
      url: request.url(),
      method: request.method(),
      resourceType: request.resourceType(),
      headers,
      body: request.postData() ?? "",
    }));
    // A request still in flight when the test ends and closes its page has no headers left to
    // read: unawaited, that rejection would stop the worker. One awaited by the test still fails it.
    read.catch(() => {});
    seen.push(read);
  });
  return () => Promise.all(seen);
}

function hostsOf(requests: SeenRequest[]) {
  return new Set(requests.map((request) => new URL(request.url).host));
}

function isLoopback(host: string) {
  return LOOPBACK_HOSTS.has(host.replace(/:\d+$/, ""));
}

/** Sign-up, Deposit, step 1 and step 2 with every field filled, through the labels a visitor reads. */
async function orderCard(page: Page) {
  await page.goto("/get");
  await page.getByLabel("First name", { exact: true }).fill(TYPED.firstName);
  await page.getByLabel("Last name", { exact: true }).fill(TYPED.lastName);
  await page.getByLabel("E-mail", { exact: true }).fill(TYPED.email);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.getByRole("button", { name: "Deposit" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("First name", { exact: true }).fill(TYPED.firstName);
  await page.getByLabel("Last name", { exact: true }).fill(TYPED.lastName);
  await page.getByLabel("Date of birth", { exact: true }).fill(TYPED.birthDate);
  await page.getByLabel("Phone number", { exact: true }).fill(TYPED.phone);
  await page.getByLabel("E-mail", { exact: true }).fill(TYPED.email);
  await page.getByRole("button", { name: "Next" }).click();
  // The last step submits nowhere: the form is still there with what was typed.
  await expect(page.getByLabel("Date of birth", { exact: true })).toHaveValue(
    TYPED.birthDate,
  );
}

/** What the browser keeps for this site beyond the tab: cookies, local storage, IndexedDB, caches. */
async function lastingStorage(context: BrowserContext, page: Page) {
  const [cookies, inPage] = await Promise.all([
    context.cookies(),
    page.evaluate(async () => ({
      documentCookie: document.cookie,
      localStorage: localStorage.length,
      indexedDb: (await indexedDB.databases()).length,
      caches: (await caches.keys()).length,
    })),
  ]);
  return { cookies: cookies.length, ...inPage };
}

/** The typed values found anywhere in a tab's own storage or page. */
async function typedValuesIn(page: Page) {
  const kept = await page.evaluate(
    () => JSON.stringify(sessionStorage) + document.documentElement.outerHTML,
  );
  return Object.values(TYPED).filter((value) => kept.includes(value));
}

const NOTHING_STORED = {
  cookies: 0,
  documentCookie: "",
  localStorage: 0,
  indexedDb: 0,
  caches: 0,
};

test("/privacy has no accessibility violations", async ({ page }) => {
  await page.goto("/privacy");
  await expectNoAxeViolations(page);
});

test("states every statement under its group's heading", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `${privacy.titleParts.lead} ${privacy.titleParts.highlight}`,
  );
  for (const group of privacy.groups) {
    const region = page.getByRole("region", { name: group.intro.title });
    await expect(region.getByRole("heading", { level: 3 })).toHaveText(
      group.statements.map((statement) => statement.title),
    );
    for (const statement of group.statements)
      await expect(region).toContainText(statement.body);
  }
});

test("the footer of every page with one links to it", async ({ page }) => {
  for (const path of ["/", "/token"]) {
    await page.goto(path);
    const link = page
      .getByRole("contentinfo")
      .getByRole("link", { name: en.site.privacy.label, exact: true });
    await expect(link).toHaveAttribute("href", en.site.privacy.href);
  }
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: en.site.privacy.label, exact: true })
    .click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("after a whole card order nothing typed was sent, nothing outlives the tab, and only the scene's host was contacted", async ({
  page,
  context,
  baseURL,
}) => {
  // A whole order, then two more tabs opened and read: more than one test's default time.
  test.slow();
  const requests = recordRequests(page);
  await orderCard(page);
  // The one third party: the scene's host, asked once the page is idle.
  await expect
    .poll(async () => (await requests()).some((r) => r.url === sceneUrl))
    .toBe(true);
  const seen = await requests();

  // Never sent: no URL, header or body of any request carries a typed value.
  const values = Object.values(TYPED).flatMap((value) => [
    value,
    encodeURIComponent(value),
  ]);
  const carriers = seen.filter((request) =>
    values.some((value) =>
      [request.url, request.body, ...Object.values(request.headers)].some(
        (part) => decodeURIComponentSafe(part).includes(value),
      ),
    ),
  );
  expect(carriers.map((request) => request.url)).toEqual([]);

  // This site's own requests only read its files (Next checks it is online with a HEAD):
  // nothing posts, beacons or pings.
  const own = seen.filter((request) => isLoopback(new URL(request.url).host));
  expect(
    own.filter((request) => !["GET", "HEAD"].includes(request.method)),
  ).toEqual([]);
  expect(
    own.filter((request) => ["beacon", "ping"].includes(request.resourceType)),
  ).toEqual([]);

  // One other host, and what it learns: the site's address without the page, and no cookie.
  const others = [...hostsOf(seen)].filter((host) => !isLoopback(host));
  expect(others).toEqual([sceneHost]);
  const scene = seen.find((request) => request.url.startsWith(SCENE_ORIGIN));
  expect(scene?.headers.referer).toBe(`${new URL(baseURL ?? "").origin}/`);
  expect(scene?.headers.cookie).toBeUndefined();

  // No cookies, no local storage, IndexedDB or caches.
  expect(await lastingStorage(context, page)).toEqual(NOTHING_STORED);

  // Kept in this tab only: another tab of the site starts empty.
  const other = await context.newPage();
  await other.route(
    (url) => url.protocol.startsWith("http") && !isLoopback(url.host),
    (route) => route.abort("blockedbyclient"),
  );
  await other.goto("/get");
  await expect(other.getByLabel("First name", { exact: true })).toHaveValue("");
  expect(await typedValuesIn(other)).toEqual([]);

  // Gone when the tab closes: once it has, a fresh tab finds nothing anywhere.
  await page.close();
  await other.close();
  const fresh = await context.newPage();
  await fresh.route(
    (url) => url.protocol.startsWith("http") && !isLoopback(url.host),
    (route) => route.abort("blockedbyclient"),
  );
  await fresh.goto("/get");
  await expect(fresh.getByLabel("First name", { exact: true })).toHaveValue("");
  expect(await typedValuesIn(fresh)).toEqual([]);
  expect(await lastingStorage(context, fresh)).toEqual(NOTHING_STORED);
});

test("the home, token and privacy pages contact no one but this site and store nothing", async ({
  page,
  context,
}) => {
  const requests = recordRequests(page);
  for (const path of ["/", "/token", "/privacy"]) {
    await page.goto(path);
    await page.waitForLoadState("load");
    // Below-the-fold sections render as they come into view: bring each one in.
    for (const section of await page.locator("main > section").all())
      await section.scrollIntoViewIfNeeded();
    await twoFrames(page);
  }
  expect(
    [...hostsOf(await requests())].filter((host) => !isLoopback(host)),
  ).toEqual([]);
  expect(await lastingStorage(context, page)).toEqual(NOTHING_STORED);
});

/** Loads /get and waits past the moment the scene would have been asked for: its first idle callback. */
async function hostsContactedByGet(page: Page) {
  const requests = recordRequests(page);
  await page.goto("/get");
  await loadedAndIdle(page);
  return [...hostsOf(await requests())].filter((host) => !isLoopback(host));
}

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("/get never downloads the scene", async ({ page }) => {
    expect(await hostsContactedByGet(page)).toEqual([]);
  });
});

test("with Data Saver on, /get never downloads the scene", async ({ page }) => {
  // What Chrome on Android reports while the system's Data Saver is on.
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Emulation.setDataSaverOverride", {
    dataSaverEnabled: true,
  });
  expect(await hostsContactedByGet(page)).toEqual([]);
});

test("the page names every host the security policy lets the browser contact", async ({
  page,
}) => {
  await page.goto("/privacy");
  const policy =
    (await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute("content")) ?? "";
  const allowed = new Set(
    [...policy.matchAll(/https:\/\/([a-z0-9.-]+)/g)].map((match) => match[1]),
  );
  expect(allowed).toEqual(new Set([sceneHost, ...sceneRuntimeHosts]));
  const main = page.getByRole("main");
  for (const host of allowed) await expect(main).toContainText(host ?? "");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every statement reads in the server HTML", async ({ page }) => {
    await page.goto("/privacy");
    for (const statement of privacy.groups.flatMap(
      (group: PrivacyGroup) => group.statements,
    ))
      await expect(page.getByText(statement.body)).toBeVisible();
  });
});

for (const width of [320, 390, 1280]) {
  test(`nothing overflows sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/privacy");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBe(0);
  });
}

function decodeURIComponentSafe(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
