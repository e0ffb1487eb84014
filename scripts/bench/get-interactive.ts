import type { Browser } from "@playwright/test";
import { throttling } from "lighthouse/core/config/constants.js";

import { MOBILE_SCREEN, newMobileContext } from "./mobile-context";

/** Milliseconds from the navigation, on the page's own clock. */
export type InteractiveRun = {
  /** The first frame that draws sign-up's Login button. */
  formOnScreenMs: number;
  /** When the press reached the page. */
  pressMs: number;
  /** The first frame that draws the login view's heading: when the press took effect. */
  interactiveMs: number;
};

/** What the visitor presses on /get, and the heading that shows the press took effect. */
export type PressCopy = { button: string; heading: string };

type MarkedWindow = Window & {
  benchMarks?: Partial<InteractiveRun>;
  /** Playwright's binding: taps the point at once, from outside the page. */
  benchTap?: (x: number, y: number) => void;
};

/**
 * Runs before the page's HTML: notes each moment in the frame that draws it, and asks for the tap
 * in the first frame that draws the button, so the press waits for nothing in the page.
 */
function watchFrames({ button, heading }: PressCopy) {
  const page = window as MarkedWindow;
  const marks: Partial<InteractiveRun> = {};
  page.benchMarks = marks;
  addEventListener(
    "pointerdown",
    (event) => {
      marks.pressMs ??= event.timeStamp;
    },
    { capture: true },
  );
  const onFrame = (time: number) => {
    const login = [...document.querySelectorAll("button")].find(
      (element) => element.textContent?.trim() === button,
    );
    if (marks.formOnScreenMs === undefined && login?.getClientRects().length) {
      marks.formOnScreenMs = time;
      const box = login.getBoundingClientRect();
      page.benchTap?.(box.x + box.width / 2, box.y + box.height / 2);
    }
    if (document.querySelector("h1")?.textContent === heading)
      marks.interactiveMs = time;
    else requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
}

/**
 * Loads `url` (/get, or the form floor) under the preset's network and the calibrated CPU
 * slowdown, as Lighthouse's real throttling sets them, taps
 * sign-up's Login as soon as it is on screen, and notes when the login view appears. The forms
 * replay a press made before hydration, so that is when the first press takes effect.
 */
export async function measureGetInteractive(
  browser: Browser,
  url: string,
  copy: PressCopy,
  cpuSlowdownMultiplier: number,
): Promise<InteractiveRun> {
  const context = await newMobileContext(browser);
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    // As Lighthouse's devtools throttling sets them.
    const preset = throttling.mobileSlow4G;
    await devtools.send("Network.enable");
    await devtools.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: preset.requestLatencyMs,
      downloadThroughput: Math.floor(
        (preset.downloadThroughputKbps * 1024) / 8,
      ),
      uploadThroughput: Math.floor((preset.uploadThroughputKbps * 1024) / 8),
    });
    await devtools.send("Emulation.setCPUThrottlingRate", {
      rate: cpuSlowdownMultiplier,
    });
    let tapped = Promise.resolve();
    await page.exposeBinding("benchTap", (_source, x: number, y: number) => {
      tapped = page.touchscreen.tap(x, y);
    });
    await page.addInitScript(watchFrames, copy);
    await page.goto(url, { waitUntil: "commit" });
    const marksSoFar = () =>
      page.evaluate(() => (window as MarkedWindow).benchMarks ?? {});
    await page
      .waitForFunction(
        () => (window as MarkedWindow).benchMarks?.interactiveMs !== undefined,
        undefined,
        { polling: 100, timeout: 60_000 },
      )
      .catch(async () => {
        throw new Error(
          `${url} showed no "${copy.heading}" within a minute (is ${copy.button} still above the fold at ${MOBILE_SCREEN.width}×${MOBILE_SCREEN.height}?): ${JSON.stringify(await marksSoFar())}`,
        );
      });
    await tapped;
    const marks = await marksSoFar();
    const { formOnScreenMs, pressMs, interactiveMs } = marks;
    if (
      formOnScreenMs === undefined ||
      pressMs === undefined ||
      interactiveMs === undefined
    )
      throw new Error(
        `/get's tap was not seen through: ${JSON.stringify(marks)}`,
      );
    return { formOnScreenMs, pressMs, interactiveMs };
  } finally {
    await context.close();
  }
}
