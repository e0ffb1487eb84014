import { defineConfig } from "@playwright/test";

import type { StaticServer } from "./e2e/static-servers";
import {
  TEST_CHROMIUM_ARGS,
  testChromiumExecutable,
} from "./scripts/chromium-executable";

const PORT = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${PORT}`;
const SERVER_CONTRACTS = /(server|redirect)-contract\.spec\.ts/;
// Specs that run in a project of their own, not at both viewports.
const OWN_PROJECT_SPECS = [
  /static-output\.spec\.ts/,
  SERVER_CONTRACTS,
  /nginx\.spec\.ts/,
  /sub-path\.spec\.ts/,
  /dev-server\.spec\.ts/,
];

export default defineConfig<object, { staticServer: StaticServer }>({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  // Two cores run two browsers: give web-first assertions room before they call a state missing.
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
    ? [["list"], ["json"]]
    : "list",
  // Two browsers share two cores: a whole /get journey takes up to half a minute on a busy one.
  timeout: 45_000,
  use: {
    baseURL,
    // A trace records every step of every test, a fifth of the suite's time. A screenshot "only on
    // failure" is taken of every page as its test closes, in case the test fails later: an eighth
    // of the suite's time. CI keeps the failure's error context and its page's aria snapshot; a
    // local run keeps the trace and the screenshot too.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: process.env.CI ? "off" : "only-on-failure",
    launchOptions: {
      // No browser download on these machines: Debian's Chromium, else Playwright's own.
      executablePath: testChromiumExecutable(),
      args: TEST_CHROMIUM_ARGS,
    },
  },
  projects: [
    // Checks of the exported files themselves: they need no browser and run once.
    { name: "static", testMatch: /static-output\.spec\.ts/ },
    // What the two servers answer, request by request: `npm run serve` here, nginx below.
    { name: "serve", testMatch: SERVER_CONTRACTS },
    // out/ behind Debian's nginx and the generated server block, started by the specs themselves.
    {
      name: "nginx",
      testMatch: [SERVER_CONTRACTS, /nginx\.spec\.ts/],
      use: {
        staticServer: "nginx",
        browserName: "chromium",
        viewport: { width: 1280, height: 800 },
      },
    },
    // The export built for a sub-path (scripts/build-sub-path.mjs), served under it.
    {
      name: "sub-path",
      testMatch: /sub-path\.spec\.ts/,
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
    // `next dev`, which the spec starts itself: what a marketer previews copy with.
    {
      name: "dev",
      testMatch: /dev-server\.spec\.ts/,
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
    {
      name: "desktop",
      testIgnore: OWN_PROJECT_SPECS,
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
    // A phone runs the tests tagged PHONE_TOO (e2e/fixtures.ts): the first screen's font swap, the
    // country picker's touch path, and every language's pages, /get flow and switcher, where longer
    // words meet a narrow screen. The rest reads the same at any width, or sets the widths it checks
    // itself (320, 390 and 1280 px, /get's layout among them), and the cross-engine journeys walk
    // the whole flow at 390 px in Firefox and WebKit: it runs once, at 1280 px.
    {
      name: "phone",
      testIgnore: OWN_PROJECT_SPECS,
      grep: /@phone/,
      use: {
        browserName: "chromium",
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    command: "node scripts/serve-out.mjs",
    env: { PORT: String(PORT) },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
  },
});
