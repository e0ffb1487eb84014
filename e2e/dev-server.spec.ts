import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { copyOf } from "../content/languages";
import { joinTitle } from "../content/section-intro";
import { answers, startNodeServer } from "../scripts/serve-out-process";
import { allow, goToStep2, openCountrySearch } from "./get-helpers";
import { expect, test as base } from "./fixtures";

// After the nginx and sub-path servers' ports (e2e/static-servers.ts).
const DEV_PORT = Number(process.env.E2E_PORT ?? 4321) + 5;
const NEXT = join("node_modules", "next", "dist", "bin", "next");
// Next refuses a second development server in the same folder, and notes the running one here.
const DEV_LOCK = join(".next", "dev", "lock");

/** The address of a `next dev` already running in this folder (a developer's), if any. */
function runningDevServer(): string | undefined {
  if (!existsSync(DEV_LOCK)) return undefined;
  const { appUrl } = JSON.parse(readFileSync(DEV_LOCK, "utf8")) as {
    appUrl?: string;
  };
  return appUrl;
}

/**
 * `next dev`, as a marketer previews copy with it: the one already running in this folder, as
 * Playwright reuses a running server locally, or one started on its own port.
 */
const test = base.extend<object, { devOrigin: string }>({
  devOrigin: [
    async ({}, use) => {
      const running = runningDevServer();
      if (running && (await answers(running))) return use(running);
      const server = await startNodeServer(
        [NEXT, "dev", "--port", String(DEV_PORT)],
        `http://localhost:${DEV_PORT}`,
      );
      await use(server.origin);
      await server.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ devOrigin }, use) => use(devOrigin),
});

// One worker, one server, in turn; the first request to each page compiles it.
test.describe.configure({ mode: "default", timeout: 120_000 });

const { home, notFound } = copyOf("en");

test("next dev shows the home page", async ({ page }) => {
  await page.goto("/");
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: joinTitle(home.hero.titleParts),
    }),
  ).toBeVisible();
});

test("next dev takes a visitor through /get to the country list without a warning", async ({
  page,
}) => {
  // Development builds warn where production stays silent, and a warning in the console puts a
  // red badge over the page a marketer previews; the fixture fails the test on any.
  await goToStep2(page);
  await openCountrySearch(page);
  await expect(page.getByRole("option", { name: /Germany/ })).toBeAttached();
});

test("next dev keeps its live reload at the machine's own address", async ({
  page,
  devOrigin,
}) => {
  // Where a marketer may open it instead of localhost; a phone on the same network uses the
  // network address, which the tests do not reach (lib/dev-origins.ts lists both the same way).
  const url = new URL(devOrigin);
  url.hostname = "127.0.0.1";
  const socket = page.waitForEvent("websocket", (socket) =>
    socket.url().includes("/_next/hmr"),
  );
  const connected = page.waitForEvent(
    "console",
    (message) => message.text() === "[HMR] connected",
  );
  await page.goto(url.href);
  expect((await socket).url()).toContain("//127.0.0.1:");
  await connected;
});

test.describe("an unknown path", () => {
  test.use({
    allowedConsoleMessages: allow([
      /^Failed to load resource: the server responded with a status of 404/,
    ]),
  });

  test("answers 404 with the not-found page, as the export's hosts do", async ({
    page,
  }) => {
    const logged = page.waitForEvent("console", (message) =>
      message.text().startsWith("Page not found"),
    );
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: notFound.heading }),
    ).toBeVisible();
    expect((await logged).text()).toBe("Page not found: /no-such-page");
  });
});
