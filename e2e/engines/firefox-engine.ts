import puppeteer, { type ElementHandle, type Page } from "puppeteer-core";

import {
  isLoopbackHostname,
  isSceneFailureReport,
  isSceneHost,
} from "./allowed-reports";
import { firefoxContrastPrefs, type ContrastTheme } from "./contrast-theme";
import type { Engine, EnginePage, Viewport } from "./engine-page";
import { reportCspViolationsInPage } from "./in-page";
import { inPageHarness, type RunInPage } from "./in-page-harness";
import { describeTarget, toPageTarget, type Target } from "./target";
import { waitUntil } from "./wait-until";
import { withTimeout } from "./with-timeout";

const LAUNCH_TIMEOUT_MS = 30_000;
const CLOSE_TIMEOUT_MS = 5_000;

/** Puppeteer's page over WebDriver BiDi keeps the protocol's browsing context on its frame. */
type BidiFrame = {
  browsingContext: {
    traverseHistory(delta: number): Promise<void>;
    setViewport(options: { viewport: Viewport }): Promise<void>;
  };
};

const browsingContextOf = (page: Page) =>
  (page.mainFrame() as unknown as BidiFrame).browsingContext;

/**
 * Firefox over WebDriver BiDi (puppeteer-core, no driver binary). Every request that would leave
 * the machine is aborted in the page; the driver reports uncaught errors and console errors from
 * the first script on. Started in a contrast theme, it overrides every page's colours with it.
 */
export async function startFirefox(
  executablePath: string,
  origin: string,
  contrastTheme?: ContrastTheme,
): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath,
    headless: true,
    ...(contrastTheme && {
      extraPrefsFirefox: firefoxContrastPrefs(contrastTheme),
    }),
    timeout: LAUNCH_TIMEOUT_MS,
    // The runner stops every process it started itself, on Ctrl-C too.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });

  return {
    async newPage(viewport) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      return firefoxPage(page, viewport, origin, () => context.close());
    },
    async stop() {
      try {
        await withTimeout(browser.close(), CLOSE_TIMEOUT_MS, "Closing Firefox");
      } catch {
        // Puppeteer starts Firefox as the leader of a process group: the group goes.
        const pid = browser.process()?.pid;
        try {
          if (pid) process.kill(-pid, "SIGKILL");
        } catch {
          // Already gone.
        }
      }
    },
  };
}

async function firefoxPage(
  page: Page,
  viewport: Viewport,
  origin: string,
  close: () => Promise<void>,
): Promise<EnginePage> {
  const problems: string[] = [];
  // The protocol's own command: Puppeteer's `setViewport` also overrides the screen's orientation,
  // a command Firefox ESR 140 (Debian 12's) does not know, and fails whole.
  await browsingContextOf(page).setViewport({ viewport });
  await page.setRequestInterception(true);
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.protocol.startsWith("http") || isLoopbackHostname(url.hostname)) {
      void request.continue();
      return;
    }
    if (!isSceneHost(url.host))
      problems.push(`third-party request: ${request.url()}`);
    void request.abort("blockedbyclient");
  });
  page.on("pageerror", (error) => {
    const message = error instanceof Error ? error.message : String(error);
    if (!isSceneFailureReport(message)) problems.push(`uncaught: ${message}`);
  });
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (!isSceneFailureReport(message.text()))
      problems.push(`console error: ${message.text()}`);
  });
  await page.evaluateOnNewDocument(reportCspViolationsInPage);

  const run: RunInPage = (script, ...args) =>
    page.evaluate(script as string, ...(args as never[]));
  const { instrument, read } = inPageHarness(run, false);

  /** The element `target` names once a visitor could press it, handed to `act`. */
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

  function traverse(delta: number) {
    // Puppeteer's goBack waits for a navigation, which a same-document entry never makes.
    return browsingContextOf(page).traverseHistory(delta);
  }

  return {
    async open(path) {
      await page.goto(new URL(path, origin).href, { waitUntil: "load" });
      await instrument();
    },
    click: (target) =>
      whenReady(target, "take a click", (element) => element.click()),
    type: (target, text) =>
      whenReady(target, "take typing", (element) => element.type(text)),
    clear: (target) =>
      whenReady(target, "be cleared", async (element) => {
        await element.focus();
        await page.keyboard.down("Control");
        await page.keyboard.press("a");
        await page.keyboard.up("Control");
        await page.keyboard.press("Backspace");
      }),
    press: (key) => page.keyboard.press(key),
    typeIntoFocus: (text) => page.keyboard.type(text),
    back: () => traverse(-1),
    forward: () => traverse(1),
    async reload() {
      await page.reload({ waitUntil: "load" });
      await instrument();
    },
    title: () => page.evaluate(() => document.title),
    url: () => page.evaluate(() => location.href),
    read,
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png` });
    },
    async problems() {
      return problems.splice(0);
    },
    close,
  };
}
