import type { Page } from "@playwright/test";

import { business } from "../content/business";
import { en } from "../content/en";
import { site } from "../content/site";
import {
  allowClipboard,
  expect,
  expectNoAxeViolations,
  test,
} from "./fixtures";

const SECTIONS = [
  "Tokenomics. 0% buy and sell fees.",
  "Where the supply goes",
  "From launch to listings",
  "Trade it at 0% fees. Spend it like cash.",
] as const;

const CARDS = [
  { heading: "Treasury and operations", percent: "10%", button: "Buy" },
  { heading: "Guaranteed liquidity", percent: "80%", button: "Buy" },
  {
    heading: "Branding and marketing",
    percent: "10%",
    button: "Contact for Partnership",
  },
] as const;

const PHASES = [
  {
    name: "Token launch",
    meta: "Phase 1 · Q1 2025",
    status: "Complete",
    items: [
      ["Website and socials", "Done"],
      ["Fair launch on a token launchpad", "Done"],
      ["Listings on token-tracking sites", "Done"],
    ],
  },
  {
    name: "Product release",
    meta: "Phase 2 · Q1 2025",
    status: "Complete",
    items: [
      ["Order the card", "Done"],
      ["Top up with SOL", "Done"],
      ["Spend at merchants", "Done"],
    ],
  },
  {
    name: "Marketing outreach",
    meta: "Phase 3 · Q2 2025",
    status: "In progress",
    items: [
      ["Influencer marketing", "Planned"],
      ["Reputation thread", "Done"],
      ["Exchange listings", "Planned"],
    ],
  },
] as const;

function section(page: Page, name: string) {
  return page.getByRole("region", { name, exact: true });
}

async function scrollEverySectionIntoView(page: Page) {
  for (const name of SECTIONS) {
    const region = section(page, name);
    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveCSS("opacity", "1");
  }
}

test("/token has no accessibility violations", async ({ page }) => {
  await page.goto("/token");
  await expectNoAxeViolations(page);
});

test("has no accessibility violations once every section has faded in", async ({
  page,
}) => {
  await page.goto("/token");
  await scrollEverySectionIntoView(page);
  await expectNoAxeViolations(page);
});

test("the Token Address badge opens the social profile in a new tab", async ({
  page,
}) => {
  await page.goto("/token");
  const badge = page
    .getByRole("main")
    .getByRole("link", { name: /^Token Address:.*opens in a new tab/ });
  await expect(badge).toHaveAttribute("href", site.socialHref);
  await expect(badge).toHaveAttribute("target", "_blank");
  await expect(badge).toHaveAttribute("rel", "noopener noreferrer");
  await expect(badge).not.toContainText(site.contractAddress);
});

test("the only h1 states 0% buy and sell fees", async ({ page }) => {
  await page.goto("/token");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveCount(1);
  await expect(heading).toContainText(
    `${business.tokenTradeFeePercent}% buy and sell fees`,
  );
});

test("shows the three allocation cards with their shares and buttons", async ({
  page,
}) => {
  await page.goto("/token");
  const cards = section(page, "Where the supply goes").getByRole("article");
  await expect(cards).toHaveCount(3);
  for (const [index, card] of CARDS.entries()) {
    const article = cards.nth(index);
    await expect(
      article.getByRole("heading", { level: 3, name: card.heading }),
    ).toBeVisible();
    await expect(article).toContainText(`${card.percent} of supply`);
    await expect(
      article.getByRole("button", { name: card.button, exact: true }),
    ).toBeVisible();
  }
});

test("the allocation chart reads as a labelled list of the three shares", async ({
  page,
}) => {
  await page.goto("/token");
  const chart = page.getByRole("figure", { name: "Token allocation" });
  await expect(chart.getByRole("listitem")).toHaveText([
    "Treasury 10%",
    "Liquidity Pool 80%",
    "Marketing 10%",
  ]);
});

test("pressing a # button neither scrolls nor navigates", async ({ page }) => {
  await page.goto("/token");
  const buy = page.getByRole("button", { name: "Buy", exact: true }).first();
  await buy.scrollIntoViewIfNeeded();
  await expect(section(page, "Where the supply goes")).toHaveCSS(
    "opacity",
    "1",
  );
  const url = page.url();
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY).toBeGreaterThan(0);

  const box = await buy.boundingBox();
  if (!box) throw new Error("the Buy button has no box");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await buy.press("Enter");
  await buy.press("Space");

  await expect(buy).toBeFocused();
  expect(page.url()).toBe(url);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
});

test("a button with no destination looks unavailable, unlike the live call to action, and says why", async ({
  page,
}) => {
  await page.goto("/token");
  const allocationSection = section(page, "Where the supply goes");
  await scrollEverySectionIntoView(page);
  const live = page
    .getByRole("main")
    .getByRole("link", { name: en.site.cta.label });
  const liveLook = await live.evaluate((link) => {
    const style = getComputedStyle(link);
    return { background: style.backgroundColor, shadow: style.boxShadow };
  });
  for (const card of CARDS) {
    const inert = allocationSection
      .getByRole("button", { name: card.button, exact: true })
      .first();
    await expect(inert).toHaveAttribute("aria-disabled", "true");
    await expect(inert).toHaveAccessibleDescription(
      en.token.allocation.unavailable,
    );
    await expect(inert).toHaveCSS("border-style", "dashed");
    await expect(inert).toHaveCSS("box-shadow", "none");
    await expect(inert).not.toHaveCSS("background-color", liveLook.background);
    await expect(inert).toHaveCSS("cursor", "not-allowed");
  }
  expect(liveLook.shadow).not.toBe("none");
});

test("shows the roadmap phases with each status in words", async ({ page }) => {
  await page.goto("/token");
  const roadmap = section(page, "From launch to listings");
  const phases = roadmap.getByRole("article");
  await expect(phases).toHaveCount(3);
  for (const [index, phase] of PHASES.entries()) {
    const article = phases.nth(index);
    await expect(
      article.getByRole("heading", { level: 3, name: phase.name }),
    ).toBeVisible();
    await expect(article).toContainText(phase.meta);
    await expect(article).toContainText(phase.status);
    const items = article.getByRole("listitem");
    await expect(items).toHaveCount(phase.items.length);
    for (const [itemIndex, [title, status]] of phase.items.entries()) {
      const item = items.nth(itemIndex);
      await expect(item.getByText(title, { exact: true })).toBeVisible();
      await expect(item.getByText(status, { exact: true })).toBeVisible();
    }
  }
});

test("sections below the fold fade in when scrolled to, and the heading never fades", async ({
  page,
}) => {
  await page.goto("/token");
  const hero = section(page, SECTIONS[0]);
  const roadmap = section(page, "From launch to listings");
  await expect(roadmap).toHaveCSS("opacity", "0");
  await expect(hero).toHaveCSS("opacity", "1");

  await roadmap.scrollIntoViewIfNeeded();
  await expect(roadmap).toHaveCSS("opacity", "1");

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(roadmap).toHaveCSS("opacity", "1");
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("every section is visible at once", async ({
    page,
    context,
    baseURL,
  }) => {
    await allowClipboard(context, baseURL);
    await page.goto("/token");
    // A working copy button proves the page has hydrated, when the fade-in would hide sections.
    await page.getByRole("button", { name: /copy contract address/i }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Copied" }),
    ).toBeAttached();
    for (const name of SECTIONS) {
      await expect(section(page, name)).toHaveCSS("opacity", "1");
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section and its text is visible", async ({ page }) => {
    await page.goto("/token");
    for (const name of SECTIONS) {
      await expect(section(page, name)).toHaveCSS("opacity", "1");
    }
    await expect(page.getByText("Guaranteed liquidity")).toBeVisible();
    await expect(page.getByText("Exchange listings")).toBeVisible();
  });
});

for (const width of [320, 390, 1280]) {
  test(`nothing overflows sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/token");
    await scrollEverySectionIntoView(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBe(0);
  });
}
