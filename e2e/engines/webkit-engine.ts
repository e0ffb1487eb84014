import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import {
  Capabilities,
  Key,
  WebDriver,
  type WebElement,
} from "selenium-webdriver";
import { Executor, HttpClient } from "selenium-webdriver/http";

import { isSceneHost } from "./allowed-reports";
import type { Engine, EngineKey, EnginePage, Viewport } from "./engine-page";
import { takeProblemsInPage } from "./in-page";
import { inPageHarness } from "./in-page-harness";
import type { LoopbackGate } from "./loopback-gate";
import { spawnGroup } from "./process-group";
import {
  describeTarget,
  toPageTarget,
  type PageTarget,
  type Target,
} from "./target";
import { waitForEqual, waitUntil } from "./wait-until";
import { withTimeout } from "./with-timeout";
import { SCREEN, startXvfb } from "./xvfb";

export type WebKitBinaries = {
  driver: string;
  miniBrowser: string;
  xvfb: string;
};

const DRIVER_START_TIMEOUT_MS = 10_000;
const STEP_STOP_TIMEOUT_MS = 5_000;

/** WebDriver classic sends a key as its code point (selenium's `Key`), not by its web name. */
const WEBDRIVER_KEYS: Record<EngineKey, string> = {
  Tab: Key.TAB,
  Enter: Key.ENTER,
  ArrowDown: Key.ARROW_DOWN,
  ArrowUp: Key.ARROW_UP,
  Home: Key.HOME,
  End: Key.END,
};

/*
 * MiniBrowser's toolbar holds its window at least 447 px wide, wider than a phone. This stylesheet,
 * read by MiniBrowser's GTK alone (never by the page), lets the toolbar's entry and buttons shrink
 * so that the page can be 390 px wide; the address field still asks for 150 px, which a negative
 * margin gives back, so that it can be 195 px wide (a phone with its text at 200 %).
 */
const SHRINKABLE_TOOLBAR_CSS =
  "entry, button, entry *, button * { font-size: 1px; padding: 0; margin: 0; min-width: 0; min-height: 0; border-width: 0; }\nentry { margin-right: -200px; }\n";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("No free port")),
      );
    });
  });
}

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (WebDriver classic, selenium-webdriver pointed at
 * the driver this starts: selenium never looks for a driver of its own), on an Xvfb display of its
 * own, since MiniBrowser has no headless mode. Every request not for this machine goes to the
 * loopback gate, which refuses it.
 */
export async function startWebKit(
  binaries: WebKitBinaries,
  origin: string,
  gate: LoopbackGate,
): Promise<Engine> {
  const stops: (() => Promise<void>)[] = [];
  // Each step has its time, so that a session that will not quit still lets the processes go.
  const stop = async () => {
    for (const step of stops.splice(0).reverse())
      await withTimeout(step(), STEP_STOP_TIMEOUT_MS, "A stop").catch(() => {});
  };
  try {
    const xvfb = await startXvfb(binaries.xvfb);
    stops.push(xvfb.stop);
    const config = mkdtempSync(join(tmpdir(), "engine-journeys-gtk-"));
    stops.push(async () => rmSync(config, { recursive: true, force: true }));
    mkdirSync(join(config, "gtk-3.0"));
    writeFileSync(join(config, "gtk-3.0", "gtk.css"), SHRINKABLE_TOOLBAR_CSS);

    const port = await freePort();
    const driver = spawnGroup(binaries.driver, [`--port=${port}`], {
      env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config },
    });
    stops.push(driver.stop);
    const driverUrl = `http://127.0.0.1:${port}`;
    await waitUntil(
      `WebKitWebDriver to answer on ${driverUrl}`,
      async () => {
        if (driver.hasExited())
          throw new Error(`WebKitWebDriver exited: ${await driver.exited}`);
        const response = await fetch(`${driverUrl}/status`);
        return ((await response.json()) as { value?: { ready?: boolean } })
          .value?.ready;
      },
      Boolean,
      DRIVER_START_TIMEOUT_MS,
    );

    const capabilities = new Capabilities({
      browserName: "MiniBrowser",
      "webkitgtk:browserOptions": {
        binary: binaries.miniBrowser,
        args: [
          "--automation",
          `--proxy=${gate.url}`,
          `--ignore-host=${new URL(origin).hostname}`,
        ],
      },
    });
    // One MiniBrowser for the whole run, its caches warm; each journey gets a window of its own,
    // a new top-level browsing context, so that its tab storage and history start empty.
    const session = await WebDriver.createSession(
      new Executor(new HttpClient(driverUrl)),
      capabilities,
    );
    stops.push(() => session.quit());
    // The session is asked for lazily: a MiniBrowser that cannot start says so here.
    await session.getSession();
    return {
      async newPage(viewport) {
        const previous = await session.getWindowHandle();
        await session.switchTo().newWindow("window");
        const current = await session.getWindowHandle();
        await session.switchTo().window(previous);
        await session.close();
        await session.switchTo().window(current);
        await fitViewport(session, viewport);
        await waitForEqual(
          "the window to have the keyboard focus",
          () => session.executeScript<boolean>("return document.hasFocus()"),
          true,
        );
        return webkitPage(session, origin, gate);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Sizes the window so that the page, not the window, is `viewport`: MiniBrowser's toolbar takes
 * its height from the window, and GTK applies a new size a moment after WebDriver asks for it, so
 * a page's size read in between can be the old one. The window is corrected by what the page
 * lacks only from a reading seen twice in a row, and again until the page fits; it grows to the
 * right and down.
 *
 * The window is centred on the screen, under the pointer, so that it has the keyboard focus (see
 * `SCREEN`). At the top-left corner a phone-wide window did not: its document never had focus,
 * and neither `:focus` nor `:focus-visible` matched what Tab reached.
 */
async function fitViewport(session: WebDriver, viewport: Viewport) {
  const window = session.manage().window();
  await window.setRect({
    x: Math.round((SCREEN.width - viewport.width) / 2),
    y: Math.round((SCREEN.height - viewport.height) / 2),
    ...viewport,
  });
  let previous: Sizes | null = null;
  await waitForEqual(
    "the page's size in MiniBrowser",
    async () => {
      const size = await session.executeScript<Sizes>(
        "return { width: innerWidth, height: innerHeight, outerWidth, outerHeight }",
      );
      const settled = isDeepStrictEqual(size, previous);
      previous = size;
      if (
        settled &&
        (size.width !== viewport.width || size.height !== viewport.height)
      )
        await window.setRect({
          width: size.outerWidth + viewport.width - size.width,
          height: size.outerHeight + viewport.height - size.height,
        });
      return { width: size.width, height: size.height };
    },
    viewport,
  );
}

type Sizes = Viewport & { outerWidth: number; outerHeight: number };

function webkitPage(
  session: WebDriver,
  origin: string,
  gate: LoopbackGate,
): EnginePage {
  const problems: string[] = [];

  function run<Result>(
    script: string | ((...args: never[]) => unknown),
    ...args: unknown[]
  ) {
    return session.executeScript<Result>(script, ...args);
  }

  /**
   * Brings Testing Library and the problem recorder into a fresh document. WebDriver classic
   * reports no console: errors thrown before the recorder arrives, after the load event, are
   * not seen here. The Firefox run catches those, from the first script on.
   */
  const { instrument, read } = inPageHarness(run, true);

  /** Keeps what the document recorded before it goes away. */
  async function collect() {
    try {
      problems.push(...(await run<string[]>(takeProblemsInPage)));
    } catch {
      // A document that cannot answer recorded nothing it can hand over.
    }
  }

  async function whenReady(
    target: Target,
    what: string,
    act: (element: WebElement) => Promise<void>,
  ) {
    // A click can land while a /get view still slides in (element not interactable): as a
    // visitor waits for the control to settle, the press is tried again until it takes.
    await waitUntil(`${describeTarget(target)} to ${what}`, async () => {
      await instrument();
      const element = await run<WebElement>(
        (pageTarget: PageTarget) => window.engineJourney!.ready(pageTarget),
        toPageTarget(target),
      );
      await act(element);
      return true;
    });
  }

  async function assertOnLoopback() {
    const url = new URL(await session.getCurrentUrl());
    if (url.origin !== origin)
      throw new Error(`The page left ${origin} for ${url.href}.`);
  }

  return {
    async open(path) {
      await collect();
      await session.get(new URL(path, origin).href);
      await assertOnLoopback();
      await instrument();
    },
    click: (target) =>
      whenReady(target, "take a click", (element) => element.click()),
    type: (target, text) =>
      whenReady(target, "take typing", (element) => element.sendKeys(text)),
    clear: (target) =>
      whenReady(target, "be cleared", (element) =>
        element.sendKeys(Key.chord(Key.CONTROL, "a"), Key.BACK_SPACE),
      ),
    press: (key) => session.actions().sendKeys(WEBDRIVER_KEYS[key]).perform(),
    typeIntoFocus: (text) => session.actions().sendKeys(text).perform(),
    async back() {
      await session.navigate().back();
      await assertOnLoopback();
    },
    async forward() {
      await session.navigate().forward();
      await assertOnLoopback();
    },
    async reload() {
      await collect();
      await session.navigate().refresh();
      await instrument();
    },
    title: () => run<string>("return document.title"),
    url: () => run<string>("return location.href"),
    read,
    async screenshot(file) {
      writeFileSync(file, await session.takeScreenshot(), "base64");
    },
    async problems() {
      await collect();
      for (const host of gate.takeRefused())
        if (!isSceneHost(host)) problems.push(`third-party request: ${host}`);
      return problems.splice(0);
    },
    async close() {
      // The window stays until the next journey's replaces it: a session cannot lose its last.
      await collect();
    },
  };
}
