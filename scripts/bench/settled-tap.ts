import type { Browser, Locator, Page as BrowserPage } from "@playwright/test";

import { newMobileContext } from "./mobile-context";
import type { PressCopy } from "./get-interactive";

/** What shows that a tap took effect: the page's heading in new words, or an element drawn. */
type TapEffect = { heading: string } | { shown: string };

/** The words /get's visitor reads on the way to step 2's country list, in one language. */
export type CountryListCopy = {
  fields: [firstName: string, lastName: string, email: string];
  signUp: string;
  deposit: string;
  next: string;
  /** The country picker's button's name begins with it. */
  country: string;
};

type TappedWindow = Window & { benchTapAnswered?: Promise<number> };

/**
 * Runs in the page: resolves, once the tap's effect is drawn, to how long the browser took to paint
 * after it: the longest of the tap's events as Event Timing measures it (from the event to the next
 * paint, the measure behind Interaction to Next Paint). An event answered within 16 ms is not
 * reported: it counts as 16.
 */
function watchTap(effect: TapEffect) {
  (window as TappedWindow).benchTapAnswered = new Promise((resolve) => {
    let pressedAt: number | undefined;
    let longest: number | undefined;
    let isClickReported = false;
    addEventListener(
      "pointerdown",
      (event) => {
        pressedAt ??= event.timeStamp;
      },
      { capture: true },
    );
    new PerformanceObserver((list) => {
      // Event Timing's interactionId and durationThreshold are not in TypeScript's DOM types yet.
      for (const entry of list.getEntries() as (PerformanceEntry & {
        interactionId?: number;
      })[]) {
        // An earlier press's entries can still be on their way.
        if (pressedAt === undefined || entry.startTime < pressedAt) continue;
        if (!entry.interactionId) continue;
        longest = Math.max(longest ?? 0, entry.duration);
        if (entry.name === "click") isClickReported = true;
      }
    }).observe({
      type: "event",
      durationThreshold: 16,
    } as PerformanceObserverInit);
    const drawn = () =>
      "heading" in effect
        ? document.querySelector("h1")?.textContent === effect.heading
        : Boolean(
            document.querySelector(effect.shown)?.getClientRects().length,
          );
    let drawnAt: number | undefined;
    const onFrame = (time: number) => {
      if (pressedAt !== undefined && drawnAt === undefined && drawn())
        drawnAt = time;
      // Each event's entry comes once the frame after it is on screen: the press's may come a frame
      // before the click's, which is the one that draws the effect. No click entry within five
      // seconds means the click was answered within 16 ms.
      if (drawnAt !== undefined && (isClickReported || time - drawnAt > 5000)) {
        resolve(longest ?? 16);
        return;
      }
      requestAnimationFrame(onFrame);
    };
    requestAnimationFrame(onFrame);
  });
}

/** Once the browser has nothing left to do: the page's idle work done, its requests answered. */
async function settle(page: BrowserPage) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve)),
  );
}

/** Taps `target` under the CPU slowdown and answers the tap's longest event (see watchTap). */
async function timeTap(
  page: BrowserPage,
  target: Locator,
  effect: TapEffect,
  cpuSlowdownMultiplier: number,
) {
  await page.evaluate(watchTap, effect);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Emulation.setCPUThrottlingRate", {
    rate: cpuSlowdownMultiplier,
  });
  await target.tap();
  return page.evaluate(() => (window as TappedWindow).benchTapAnswered!);
}

async function inMobileContext<T>(
  browser: Browser,
  measure: (page: BrowserPage) => Promise<T>,
) {
  const context = await newMobileContext(browser);
  try {
    return await measure(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * The floor of a tap: on the form floor, loaded and settled, the press that swaps its heading, about
 * the least a React page does for a tap, at the calibrated slowdown.
 */
export function measureTapFloor(
  browser: Browser,
  url: string,
  { button, heading }: PressCopy,
  cpuSlowdownMultiplier: number,
) {
  return inMobileContext(browser, async (page) => {
    await page.goto(url);
    await settle(page);
    return timeTap(
      page,
      page.getByRole("button", { name: button }),
      { heading },
      cpuSlowdownMultiplier,
    );
  });
}

/**
 * On /get, from sign-up to step 2 unthrottled, then, once the page has settled, the tap that opens
 * the country list, at the calibrated slowdown.
 */
export function measureCountryListOpen(
  browser: Browser,
  url: string,
  copy: CountryListCopy,
  cpuSlowdownMultiplier: number,
) {
  return inMobileContext(browser, async (page) => {
    await page.goto(url);
    const [firstName, lastName, email] = copy.fields;
    await page.getByLabel(firstName, { exact: true }).fill("Ada");
    await page.getByLabel(lastName, { exact: true }).fill("Lovelace");
    await page.getByLabel(email, { exact: true }).fill("ada@example.com");
    await page.getByRole("button", { name: copy.signUp, exact: true }).click();
    await page.getByRole("button", { name: copy.deposit, exact: true }).click();
    await page.getByRole("button", { name: copy.next, exact: true }).click();
    const picker = page.getByRole("button", { name: copy.country });
    await picker.waitFor();
    // The page may build the list's rows while it is idle: on until two looks half a second apart
    // count as many.
    await page.waitForFunction(
      () => {
        const counted = window as Window & { benchOptions?: number };
        const options = document.querySelectorAll('[role="option"]').length;
        const isSteady = counted.benchOptions === options;
        counted.benchOptions = options;
        return isSteady;
      },
      undefined,
      { polling: 500 },
    );
    await settle(page);
    return timeTap(
      page,
      picker,
      { shown: '[role="listbox"]' },
      cpuSlowdownMultiplier,
    );
  });
}
