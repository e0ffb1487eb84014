import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
} from "@playwright/test";

import { sceneUrl } from "../content/scene";

// Any http(s) address whose host is not loopback. A pattern, not a function: Playwright matches a
// pattern inside the browser's driver, so this site's own requests are never paused on their way
// to the test process and back (a function made every page load a second slower).
const NOT_LOOPBACK = /^https?:\/\/(?!(127\.0\.0\.1|localhost|\[::1\])[:/])/;
// The only console errors or warnings the site itself may print (docs/product.md).
const SITE_MESSAGES = [/^Failed to copy/];
// The one third party the site may call: the /get scene's host. Offline here, so it is blocked
// too, and the browser's report of that blocked request is expected.
const SCENE_ORIGIN = new URL(sceneUrl).origin;

type Options = {
  /** Further console errors or warnings a test expects, e.g. from a third party it makes fail. */
  allowedConsoleMessages: RegExp[];
  /** Uncaught errors a test expects, e.g. React's report of a page it could not hydrate. */
  allowedPageErrors: RegExp[];
};

/**
 * Every spec imports `test` from here: requests to anything but loopback are aborted (the tests
 * never touch the network), and a request to a third party other than the scene's host, an
 * uncaught page error, a console error or warning, or a Content-Security-Policy violation fails
 * the test.
 */
export const test = base.extend<Options>({
  allowedConsoleMessages: [[], { option: true }],
  allowedPageErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleMessages, allowedPageErrors }, use) => {
    const problems: string[] = [];
    await page.route(NOT_LOOPBACK, (route) => {
      const url = route.request().url();
      if (!url.startsWith(SCENE_ORIGIN))
        problems.push(`third-party request: ${url}`);
      return route.abort("blockedbyclient");
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(
          `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline code"}`,
        );
      });
    });
    page.on("pageerror", (error) => {
      if (allowedPageErrors.some((pattern) => pattern.test(error.message)))
        return;
      problems.push(`uncaught: ${error.message}`);
    });
    page.on("console", (message) => {
      if (message.type() !== "error" && message.type() !== "warning") return;
      const text = message.text();
      if (
        [...SITE_MESSAGES, ...allowedConsoleMessages].some((pattern) =>
          pattern.test(text),
        )
      )
        return;
      // "Failed to load resource" names no resource in its text: its location does.
      const { url } = message.location();
      const isBlockedScene =
        text.includes("ERR_BLOCKED_BY_CLIENT") && url.startsWith(SCENE_ORIGIN);
      if (isBlockedScene) return;
      problems.push(
        `console ${message.type()}: ${text}${url ? ` (${url})` : ""}`,
      );
    });
    await use(page);
    expect(
      problems,
      "third-party requests, page errors, console errors and CSP violations",
    ).toEqual([]);
  },
});

export { expect };

/**
 * What a test passes to run on the phone project too (390×844, touch), besides the desktop one:
 * for the tests whose outcome a phone's width, touch or text length can change.
 */
export const PHONE_TOO = { tag: "@phone" };

/**
 * Zero axe violations against WCAG 2.2 A and AA, on the whole page or only within `include` (a CSS
 * selector): a state one part of a page is in is scanned there, the page at rest is scanned whole
 * by its own test, and axe over a whole long page costs seconds.
 */
export async function expectNoAxeViolations(
  page: Page,
  { include }: { include?: string } = {},
) {
  const builder = new AxeBuilder({ page }).withTags([
    "wcag2a",
    "wcag2aa",
    "wcag21a",
    "wcag21aa",
    "wcag22aa",
  ]);
  const results = await (
    include ? builder.include(include) : builder
  ).analyze();
  const violations = results.violations.map(({ id, nodes }) => ({
    id,
    targets: nodes.map((node) => node.target.join(" ")),
  }));
  expect(violations).toEqual([]);
}

/** Resolves after two frames: whatever changed has been laid out, painted and reported. */
export async function twoFrames(page: Page) {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(resolve)),
      ),
  );
}

/**
 * Resolves once the page has loaded and then been idle: past the moment it asks for what it loads
 * after the page (the 3D scene, the pages its links lead to, the whole stylesheet).
 */
export async function loadedAndIdle(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestIdleCallback(() => setTimeout(resolve, 0), { timeout: 3000 }),
      ),
  );
  await twoFrames(page);
}

/** Lets the page read and write the clipboard, as a visitor who allowed it would. */
export async function allowClipboard(
  context: BrowserContext,
  origin: string | undefined,
) {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], {
    origin,
  });
}
