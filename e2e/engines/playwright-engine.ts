import type {
  BrowserContextOptions,
  BrowserType,
  ElementHandle,
  LaunchOptions,
  Page,
} from "@playwright/test";

import { sceneUrl } from "../../content/scene";
import { isSceneHost } from "./allowed-reports";
import type { Engine, EnginePage } from "./engine-page";
import { reportCspViolationsInPage } from "./in-page";
import { inPageHarness, type RunInPage } from "./in-page-harness";
import { describeTarget, toPageTarget, type Target } from "./target";
import { waitUntil } from "./wait-until";
import { withTimeout } from "./with-timeout";

const CLOSE_TIMEOUT_MS = 5_000;
// Any http(s) address whose host is not loopback. A pattern, not a function: Playwright matches it
// inside the browser's driver, so the site's own requests never detour through this process.
const NOT_LOOPBACK = /^https?:\/\/(?!(127\.0\.0\.1|localhost|\[::1\])[:/])/;

/**
 * An engine Playwright ships for this machine (its own Firefox and WebKit builds), for machines
 * that cannot have Debian's: macOS and Windows. Every request that would leave the machine is
 * aborted; Playwright reports uncaught errors and console errors from the first script on.
 */
export async function startPlaywrightEngine(
  browserType: BrowserType,
  origin: string,
  options: { launch?: LaunchOptions; context?: BrowserContextOptions } = {},
): Promise<Engine> {
  const browser = await browserType.launch({
    headless: true,
    ...options.launch,
  });
  return {
    async newPage(viewport) {
      const context = await browser.newContext({
        ...options.context,
        viewport,
      });
      return playwrightPage(await context.newPage(), origin, () =>
        context.close(),
      );
    },
    async stop() {
      await withTimeout(
        browser.close(),
        CLOSE_TIMEOUT_MS,
        `Closing ${browserType.name()}`,
      ).catch(() => {});
    },
  };
}

/** The source of a call of `script` with `args`, as the page runs it. */
function callSource(script: (...args: never[]) => unknown, args: unknown[]) {
  return `(${script.toString()})(...${JSON.stringify(args)})`;
}

async function playwrightPage(
  page: Page,
  origin: string,
  close: () => Promise<void>,
): Promise<EnginePage> {
  const problems: string[] = [];
  await page.route(NOT_LOOPBACK, (route) => {
    const url = new URL(route.request().url());
    if (!isSceneHost(url.host))
      problems.push(`third-party request: ${url.href}`);
    return route.abort("blockedbyclient");
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    const { url } = message.location();
    // The scene's request, refused offline like every other: the site falls back to its gradient.
    // Each engine words that report its own way, either from the scene's address or naming it.
    const isFromScene = URL.canParse(url) && isSceneHost(new URL(url).host);
    if (isFromScene || text.includes(sceneUrl)) return;
    // Chromium and WebKit report a page answered with 404, such as the not-found page, as an error.
    if (url === page.url() && /status of 404/.test(text)) return;
    problems.push(`console error: ${text}`);
  });
  await page.addInitScript(reportCspViolationsInPage);

  // Playwright passes a function at most one argument, so a call travels as its source instead.
  const run: RunInPage = (script, ...args) =>
    page.evaluate(
      typeof script === "string" ? script : callSource(script, args),
    );
  const { instrument, read } = inPageHarness(run, false);

  async function whenReady(
    target: Target,
    what: string,
    act: (element: ElementHandle<HTMLElement>) => Promise<void>,
  ) {
    await waitUntil(`${describeTarget(target)} to ${what}`, async () => {
      await instrument();
      const handle = await page.evaluateHandle(
        (pageTarget) => window.engineJourney!.ready(pageTarget),
        toPageTarget(target),
      );
      await act(handle);
      return true;
    });
  }

  return {
    async open(path) {
      await page.goto(new URL(path, origin).href, { waitUntil: "load" });
      await instrument();
    },
    click: (target) =>
      whenReady(target, "take a click", (element) => element.click()),
    type: (target, text) =>
      whenReady(target, "take typing", async (element) => {
        await element.focus();
        await page.keyboard.type(text);
      }),
    clear: (target) =>
      whenReady(target, "be cleared", async (element) => {
        await element.focus();
        await page.keyboard.press("ControlOrMeta+a");
        await page.keyboard.press("Backspace");
      }),
    press: (key) => page.keyboard.press(key),
    typeIntoFocus: (text) => page.keyboard.type(text),
    async back() {
      await page.goBack({ waitUntil: "commit" });
    },
    async forward() {
      await page.goForward({ waitUntil: "commit" });
    },
    async reload() {
      await page.reload({ waitUntil: "load" });
      await instrument();
    },
    title: () => page.title(),
    url: async () => page.url(),
    read,
    async screenshot(file) {
      await page.screenshot({ path: file });
    },
    async problems() {
      return problems.splice(0);
    },
    close,
  };
}
