import { expect, test, twoFrames } from "./fixtures";

// The performance budget's cumulative layout shift (issue 14).
const SHIFT_BUDGET = 0.01;

type ShiftLog = { score: number; moved: string[] };

// On a slow link the first screen is drawn in a system face before Inter arrives. The fallback
// faces (lib/font-fallbacks.ts) are scaled to Inter's metrics, so the swap barely moves it: what
// is left is bold text a few pixels narrower, as a regular face is emboldened for it.
for (const path of ["/", "/get", "/token"]) {
  test(`the first screen of ${path} stays in place when Inter arrives after the first paint`, async ({
    page,
  }) => {
    let releaseFont = () => {};
    const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await fontHeld;
      await route.continue();
    });
    await page.addInitScript(() => {
      const log: ShiftLog = { score: 0, moved: [] };
      Object.assign(window, { shiftLog: log });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as LayoutShift[]) {
          log.score += entry.value;
          for (const { node } of entry.sources)
            log.moved.push(node?.textContent?.trim().slice(0, 40) ?? "");
        }
      }).observe({ type: "layout-shift", buffered: true });
    });

    // Not "load": the held font keeps it from firing.
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => document.fonts.check("1em inter")),
      "the page is drawn before Inter has loaded",
    ).toBe(false);

    releaseFont();
    await expect
      .poll(() => page.evaluate(() => document.fonts.check("1em inter")))
      .toBe(true);
    await twoFrames(page);
    const { score, moved } = await page.evaluate(
      () => (window as unknown as { shiftLog: ShiftLog }).shiftLog,
    );
    expect(
      score,
      `layout shift when Inter arrived, moving: ${moved.join(" | ")}`,
    ).toBeLessThanOrEqual(SHIFT_BUDGET);
  });
}

interface LayoutShift extends PerformanceEntry {
  value: number;
  sources: { node: Node | null }[];
}
