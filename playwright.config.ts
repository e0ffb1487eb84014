import { defineConfig } from "@playwright/test";

import { chromiumExecutable } from "./scripts/chromium-executable";

const PORT = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  // Two cores run two browsers: give web-first assertions room before they call a state missing.
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
    ? [["list"], ["json"]]
    : "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      // No browser download on these machines: Debian's Chromium, else Playwright's own.
      executablePath: chromiumExecutable(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // Checks of the exported files themselves: they need no browser and run once.
    { name: "static", testMatch: /static-output\.spec\.ts/ },
    // out/ behind Debian's nginx and the generated server block, started by the spec itself.
    {
      name: "nginx",
      testMatch: /nginx\.spec\.ts/,
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
    {
      name: "desktop",
      testIgnore: /(static-output|nginx)\.spec\.ts/,
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      testIgnore: /(static-output|nginx)\.spec\.ts/,
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
