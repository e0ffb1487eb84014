import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Every spec imports `test` from here: requests to anything but loopback are aborted
 * (the tests never touch the network), and an uncaught page error fails the test.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.route(
      (url) =>
        url.protocol.startsWith("http") && !LOOPBACK_HOSTS.has(url.hostname),
      (route) => route.abort("blockedbyclient"),
    );
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await use(page);
    expect(pageErrors, "uncaught errors in the page").toEqual([]);
  },
});

export { expect };

/** Zero axe violations against WCAG 2.2 A and AA. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const violations = results.violations.map(({ id, nodes }) => ({
    id,
    targets: nodes.map((node) => node.target.join(" ")),
  }));
  expect(violations).toEqual([]);
}
