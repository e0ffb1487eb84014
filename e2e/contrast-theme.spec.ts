import type { Locator, Page } from "@playwright/test";
import { PNG } from "pngjs";

import { business } from "../content/business";
import { en } from "../content/en";

import { type Rgb, contrast } from "./colour-contrast";
import { expect, test } from "./fixtures";
import { goToStep2, heading, signUp } from "./get-helpers";

/*
 * A contrast theme (Windows' forced colours) draws text, edges and controls in the theme's own
 * colours and drops backgrounds, but keeps the colours an SVG sets for itself. What the site draws
 * on a gradient, in a colour of its own, or as a fill must still show, on a dark theme's canvas
 * and on a light one's.
 */

const SCHEMES = ["dark", "light"] as const;
type Scheme = (typeof SCHEMES)[number];

async function useContrastTheme(page: Page, scheme: Scheme) {
  await page.emulateMedia({
    forcedColors: "active",
    colorScheme: scheme,
    reducedMotion: "reduce",
  });
}

/** The theme's canvas and text colours, as the page's body takes them. */
async function themeColours(page: Page) {
  const [canvas, text] = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return [style.backgroundColor, style.color];
  });
  return { canvas: rgbOf(canvas), text: rgbOf(text) };
}

function rgbOf(computed: string): Rgb {
  const [r = 0, g = 0, b = 0] = (computed.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b];
}

function near(one: Rgb, other: Rgb) {
  return one.every(
    (channel, index) => Math.abs(channel - (other[index] ?? -1)) <= 3,
  );
}

async function pictureOf(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const picture = PNG.sync.read(await locator.screenshot());
  const pixel = (x: number, y: number): Rgb => {
    const at = (Math.floor(y) * picture.width + Math.floor(x)) * 4;
    const [r = 0, g = 0, b = 0] = picture.data.subarray(at, at + 3);
    return [r, g, b];
  };
  /**
   * How clearly a drawing's edge stands out, met walking from a point in a direction: the highest
   * contrast against the canvas among the first three pixels drawn, so that an edge's smoothed
   * first pixel does not decide.
   */
  const edgeContrast = (
    [x, y]: [number, number],
    [dx, dy]: [number, number],
    canvas: Rgb,
  ) => {
    const drawn: number[] = [];
    const inside = () =>
      x >= 0 && y >= 0 && x < picture.width && y < picture.height;
    for (; inside() && drawn.length < 3; x += dx, y += dy) {
      const colour = pixel(x, y);
      if (!near(colour, canvas)) drawn.push(contrast(colour, canvas));
    }
    return Math.max(1, ...drawn);
  };
  /** From the left, along the middle row. */
  const leftEdgeContrast = (canvas: Rgb) =>
    edgeContrast([0, Math.floor(picture.height / 2)], [1, 0], canvas);
  /** The share of its pixels at 3:1 or more against the canvas (WCAG's ratio for graphics). */
  const shareSeen = (canvas: Rgb) => {
    let seen = 0;
    for (let y = 0; y < picture.height; y += 1) {
      for (let x = 0; x < picture.width; x += 1) {
        if (contrast(pixel(x, y), canvas) >= 3) seen += 1;
      }
    }
    return seen / (picture.width * picture.height);
  };
  return {
    width: picture.width,
    height: picture.height,
    pixel,
    edgeContrast,
    leftEdgeContrast,
    shareSeen,
  };
}

for (const scheme of SCHEMES) {
  test.describe(`in a ${scheme} contrast theme`, () => {
    test.beforeEach(async ({ page }) => {
      await useContrastTheme(page, scheme);
    });

    test("the brand mark (the bar's home link on a phone, the footer's) and SOL's coin show their glyph and their tile's edge, though their gradient is dropped", async ({
      page,
    }) => {
      // 320 px: the bar's home link is the mark alone.
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto("/");
      const { canvas } = await themeColours(page);
      const homeLink = page.getByRole("link", {
        name: en.chrome.homeLinkLabel,
      });
      const topUpStep = en.howItWorks.steps.find(({ id }) => id === "top-up");
      const topUp = page.getByRole("listitem").filter({
        has: page.getByRole("heading", { level: 3, name: topUpStep?.title }),
      });
      const marks = {
        "the bar's": homeLink.locator("span").first(),
        "the footer's": page
          .getByRole("contentinfo")
          .locator("span[aria-hidden]")
          .first(),
        "SOL's coin": topUp
          .getByText(en.howItWorks.screens.topUp.asset, { exact: true })
          .locator("span")
          .first(),
      };
      for (const [name, mark] of Object.entries(marks)) {
        const picture = await pictureOf(mark);
        // Before, on a dark theme, the glyph was our near-black canvas colour on the theme's black.
        expect(picture.shareSeen(canvas), `${name} glyph`).toBeGreaterThan(
          0.05,
        );
        // And nothing marked the tile's shape, where the gradient had been. Along the middle row,
        // which runs between the glyph's bars.
        expect(
          picture.leftEdgeContrast(canvas),
          `${name} edge`,
        ).toBeGreaterThanOrEqual(3);
      }
    });

    test("the allocation's dots keep their slices' colours, edged in the theme's text colour, and the ring is edged", async ({
      page,
    }) => {
      await page.goto("/token");
      const { canvas } = await themeColours(page);
      const chart = page.getByRole("figure", {
        name: en.token.allocation.chartCaption,
      });
      const slices = chart.locator("svg circle[stroke-dasharray]");
      const rows = chart.getByRole("listitem");
      await expect(rows).toHaveCount(await slices.count());
      for (const [index, card] of en.token.allocation.cards.entries()) {
        const slice = rgbOf(
          await slices
            .nth(index)
            .evaluate((circle) => getComputedStyle(circle).stroke),
        );
        const dot = await pictureOf(
          rows.nth(index).locator("span[aria-hidden]"),
        );
        // Before, the dot took the canvas: the legend named no slice. Its edge shows it whatever
        // its colour: our mint is 1.5:1 on a light theme's white.
        expect(
          near(dot.pixel(dot.width / 2, dot.height / 2), slice),
          card.tag,
        ).toBe(true);
        expect(dot.leftEdgeContrast(canvas), card.tag).toBeGreaterThanOrEqual(
          3,
        );
      }
      // Likewise the ring's outer and inner edges, down its middle (the liquidity pool's mint):
      // from below the ring, and from inside its hole, past its label.
      const ring = await pictureOf(chart.locator("svg"));
      expect(
        ring.edgeContrast(
          [Math.floor(ring.width / 2), ring.height - 1],
          [0, -1],
          canvas,
        ),
        "outer edge",
      ).toBeGreaterThanOrEqual(3);
      expect(
        ring.edgeContrast(
          [Math.floor(ring.width / 2), Math.round(ring.height * 0.8)],
          [0, 1],
          canvas,
        ),
        "inner edge",
      ).toBeGreaterThanOrEqual(3);
    });

    test("/get's step line shows the steps done solid and the steps to come hollow", async ({
      page,
    }) => {
      await page.goto("/get");
      await signUp(page);
      const { canvas, text } = await themeColours(page);
      await page.getByRole("button", { name: "Deposit" }).click();
      await expect(heading(page, "Select your card")).toBeVisible();
      await expectSteps(page, ["done", "to come", "to come"], {
        canvas,
        text,
      });
      await page.getByRole("button", { name: "Next" }).click();
      await expect(heading(page, "Personal information")).toBeVisible();
      await expectSteps(page, ["done", "done", "to come"], { canvas, text });
    });
  });
}

async function expectSteps(
  page: Page,
  expected: ("done" | "to come")[],
  { canvas, text }: { canvas: Rgb; text: Rgb },
) {
  const bars = page.getByRole("main").locator("p[id] + [aria-hidden] > span");
  await expect(bars).toHaveCount(expected.length);
  for (const [index, state] of expected.entries()) {
    const { width, height, pixel } = await pictureOf(bars.nth(index));
    expect(near(pixel(width / 2, 0), text), `bar ${index + 1} edge`).toBe(true);
    expect(
      near(pixel(width / 2, height / 2), state === "done" ? text : canvas),
      `bar ${index + 1} ${state}`,
    ).toBe(true);
  }
}

test("in a light contrast theme, every icon takes the colour of the text it sits in, hovered too", async ({
  page,
}) => {
  await useContrastTheme(page, "light");
  const expectIconsInTheirTextsColour = async (where: string) => {
    const strays = await page.evaluate(() =>
      [...document.querySelectorAll("svg.lucide")]
        .filter((icon) => icon.getClientRects().length > 0)
        .filter(
          (icon) =>
            getComputedStyle(icon).color !==
            getComputedStyle(icon.parentElement as Element).color,
        )
        .map((icon) => icon.getAttribute("class")),
    );
    // Before: our mint and lilac, 1.5 and 2.1 times as light as the white canvas.
    expect(strays, where).toEqual([]);
  };
  for (const path of ["/", "/token", "/privacy"]) {
    await page.goto(path);
    await expectIconsInTheirTextsColour(path);
  }
  // The explorer links' arrows turn lighter on hover.
  await page.goto("/token");
  await page.getByRole("link", { name: /Solscan/ }).hover();
  await expectIconsInTheirTextsColour("/token, a link hovered");

  await goToStep2(page);
  await expectIconsInTheirTextsColour("/get, step 2");
});

test("in a light contrast theme, the card's contactless mark takes the theme's text colour", async ({
  page,
}) => {
  await useContrastTheme(page, "light");
  await page.goto("/");
  const { text } = await themeColours(page);
  const card = page
    .getByRole("img", {
      name: en.card.label.replace("{lastFour}", business.cardLastFour),
    })
    .first();
  const contactless = card.locator("svg").nth(1);
  // Before: our near-white, on the card's face, which the theme makes its white canvas.
  expect(
    rgbOf(await contactless.evaluate((svg) => getComputedStyle(svg).stroke)),
  ).toEqual(text);
});
