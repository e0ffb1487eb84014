import type { Page } from "@playwright/test";

import { site } from "../content/site";
import { en } from "../content/en";
import { explorerUrl } from "../lib/explorer-url";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const { verify } = en;

function verifySection(page: Page) {
  return page.getByRole("region", { name: verify.intro.title });
}

async function openVerifySection(page: Page) {
  await page.goto("/token");
  const section = verifySection(page);
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveCSS("opacity", "1");
  return section;
}

test("the verify panel has no accessibility violations", async ({ page }) => {
  await openVerifySection(page);
  await expectNoAxeViolations(page, {
    include: 'section[aria-labelledby="verify-heading"]',
  });
});

test("each explorer link opens its page for the contract address in a new tab", async ({
  page,
}) => {
  const section = await openVerifySection(page);
  const mintLinks = verify.links.filter((link) => link.entity === "token");
  expect(mintLinks.map((link) => link.explorer)).toEqual([
    "solscan",
    "solana-explorer",
  ]);
  for (const link of mintLinks) {
    const anchor = section.getByRole("link", {
      name: `${link.title} (opens in a new tab)`,
      exact: true,
    });
    await expect(anchor).toHaveAttribute(
      "href",
      explorerUrl(link.explorer, "token", site.contractAddress) ?? "",
    );
    await expect(anchor).toHaveAttribute("target", "_blank");
    await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
    await expect(anchor).toHaveAccessibleDescription(link.description);
  }
});

test("a link still waiting for its id is an inert button, every other one a link", async ({
  page,
}) => {
  const section = await openVerifySection(page);
  for (const link of verify.links) {
    const href = explorerUrl(link.explorer, link.entity, link.id);
    if (href) {
      await expect(
        section.getByRole("link", { name: new RegExp(`^${link.title}`) }),
      ).toHaveAttribute("href", href);
      continue;
    }
    const inert = section.getByRole("button", {
      name: `${link.title} ${verify.pendingLabel}`,
      exact: true,
    });
    await expect(inert).toHaveAttribute("aria-disabled", "true");
    // Drawn as unavailable: a dashed outline where the live rows have a solid one.
    await expect(inert).toHaveCSS("border-style", "dashed");
    await expect(
      section.getByRole("link", { name: new RegExp(`^${link.title}`) }),
    ).toHaveCount(0);
    const url = page.url();
    await inert.click({ force: true });
    await inert.press("Enter");
    await expect(inert).toBeFocused();
    expect(page.url()).toBe(url);
    expect(page.context().pages()).toHaveLength(1);
  }
});

test("the full contract address is never written out on the page", async ({
  page,
}) => {
  await openVerifySection(page);
  expect(await page.locator("body").innerText()).not.toContain(
    site.contractAddress,
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the panel and its links are there", async ({ page }) => {
    await page.goto("/token");
    const section = verifySection(page);
    await expect(section).toHaveCSS("opacity", "1");
    await expect(section.getByRole("link")).toHaveCount(
      verify.links.filter((link) =>
        explorerUrl(link.explorer, link.entity, link.id),
      ).length,
    );
  });
});
