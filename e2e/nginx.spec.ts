import { readdirSync, readFileSync } from "node:fs";
import type { APIResponse, Page } from "@playwright/test";

import { hero } from "../content/home";
import { expect, test as base } from "./fixtures";
import { findNginx, NGINX_MISSING, startNginx } from "./nginx-server";

const NGINX = findNginx();
// One nginx per worker, on the ports right after the suite's own server.
const FIRST_NGINX_PORT = Number(process.env.E2E_PORT ?? 4321) + 1;

const test = base.extend<object, { nginxUrl: string }>({
  nginxUrl: [
    async ({}, use, workerInfo) => {
      if (!NGINX) throw new Error(NGINX_MISSING);
      const server = await startNginx(
        NGINX,
        FIRST_NGINX_PORT + workerInfo.parallelIndex,
      );
      await use(server.url);
      await server.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ nginxUrl }, use) => use(nginxUrl),
});

test.skip(!NGINX, NGINX_MISSING);

/** out/_headers: each path pattern with the headers Netlify and Cloudflare send on it. */
function headerRules(): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> = {};
  for (const line of readFileSync("out/_headers", "utf8").split("\n")) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
      continue;
    }
    const separator = line.indexOf(":");
    current[line.slice(0, separator).trim().toLowerCase()] = line
      .slice(separator + 1)
      .trim();
  }
  return rules;
}

const rules = headerRules();
const EVERY_PATH = rules.get("/*") ?? {};
const STATIC_ASSETS = rules.get("/_next/static/*") ?? {};

// What any server adds about the body and the connection, and caching (checked on its own).
const TRANSPORT_HEADERS = new Set([
  "accept-ranges",
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "content-type",
  "date",
  "etag",
  "keep-alive",
  "last-modified",
  "location",
  "server",
  "transfer-encoding",
  "vary",
]);

/** Every header of the response but the transport ones: must equal the `/*` rule exactly. */
function policyHeaders(response: APIResponse): Record<string, string> {
  return Object.fromEntries(
    Object.entries(response.headers()).filter(
      ([name]) => !TRANSPORT_HEADERS.has(name),
    ),
  );
}

test("_headers sets the policy on every path and a year of caching under /_next/static/", () => {
  expect(Object.keys(EVERY_PATH)).toContain("content-security-policy");
  expect(STATIC_ASSETS["cache-control"]).toContain("immutable");
});

for (const [route, file] of [
  ["/", "index.html"],
  ["/get", "get.html"],
  ["/token", "token.html"],
] as const) {
  test(`${route} serves ${file} with every header of _headers, revalidated on each visit`, async ({
    request,
  }) => {
    const response = await request.get(route, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/html; charset=utf-8");
    expect(await response.text()).toBe(readFileSync(`out/${file}`, "utf8"));
    expect(policyHeaders(response)).toEqual(EVERY_PATH);
    expect(response.headers()["cache-control"]).toBe("no-cache");
  });
}

test("a missing page answers 404 with the not-found page and every header of _headers", async ({
  request,
}) => {
  const response = await request.get("/no-such-page");
  expect(response.status()).toBe(404);
  expect(await response.text()).toBe(readFileSync("out/404.html", "utf8"));
  expect(policyHeaders(response)).toEqual(EVERY_PATH);
  expect(response.headers()["cache-control"]).toBe("no-cache");
});

test("a trailing slash or .html redirects to the clean URL", async ({
  request,
}) => {
  for (const [from, to] of [
    ["/get/", "/get"],
    ["/token.html", "/token"],
    ["/index.html", "/"],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});

test("scripts under /_next/static/ are compressed and cached for a year", async ({
  request,
}) => {
  const chunk = readdirSync("out/_next/static/chunks").find((name) =>
    name.endsWith(".js"),
  );
  const response = await request.get(`/_next/static/chunks/${chunk}`, {
    headers: { "accept-encoding": "gzip" },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-encoding"]).toBe("gzip");
  expect(response.headers()["cache-control"]).toBe(
    STATIC_ASSETS["cache-control"],
  );
  expect(policyHeaders(response)).toEqual(EVERY_PATH);
});

test("_headers itself is not published", async ({ request }) => {
  const response = await request.get("/_headers");
  expect(response.status()).toBe(404);
  expect(await response.text()).toBe(readFileSync("out/404.html", "utf8"));
});

function heading(page: Page, name: string) {
  return page.getByRole("heading", { level: 1, name, exact: true });
}

// The walks below fail on any CSP violation or console error (see fixtures.ts): under this
// server the policy arrives both as headers and as the pages' <meta>.
test("the home page, then /token and /get through the navigation, run under the policy", async ({
  page,
}) => {
  await page.goto("/");
  await expect(heading(page, hero.title)).toBeVisible();
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  // Scrolling back up brings the navigation bar back.
  await heading(page, hero.title).scrollIntoViewIfNeeded();
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "Token", exact: true }).click();
  await expect(page).toHaveURL(/\/token$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await nav.getByRole("link", { name: /get (your )?card/i }).click();
  await expect(heading(page, "Create your account")).toBeVisible();
});

test("the five /get views run under the policy", async ({ page }) => {
  await page.goto("/get");
  await expect(heading(page, "Create your account")).toBeVisible();
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(heading(page, "Welcome back")).toBeVisible();
  await page.getByRole("button", { name: "Back to Sign Up" }).click();
  await page.getByLabel("First name").fill("Augusta");
  await page.getByLabel("Last name").fill("Byronova");
  await page.getByLabel("E-mail").fill("augusta.byronova@example.test");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(heading(page, "Welcome, Augusta")).toBeVisible();
  await page.getByRole("button", { name: "Deposit" }).click();
  await expect(heading(page, "Select your card")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(heading(page, "Personal information")).toBeVisible();
});

test("/token loaded directly runs under the policy", async ({ page }) => {
  await page.goto("/token");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
});

test.describe("the not-found page", () => {
  // Chromium reports the page's own 404 status in the console; that status is the point here.
  test.use({
    allowedConsoleMessages: [/the server responded with a status of 404/],
  });

  test("a missing page shows the not-found page, which leads home", async ({
    page,
  }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(heading(page, "Oops! Page not found")).toBeVisible();
    await page.getByRole("link", { name: /back to home/i }).click();
    await expect(heading(page, hero.title)).toBeVisible();
  });
});
