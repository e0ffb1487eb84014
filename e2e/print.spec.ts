import { en } from "../content/en";

import { expect, test } from "./fixtures";

// Every test here reads the page as the browser lays it out for paper.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ media: "print" });
});

/*
 * Paper, with or without the browser's background graphics: every word black, nothing laid on a
 * background, no shadow. Before, Chromium printed the headings grey at 2.5:1 and the mint figures
 * at 1.5:1, and with background graphics the page came out dark. A title's closing words, drawn
 * in a gradient paper drops, are among the words: transparent, the home page once printed "Spend
 * crypto like it's". A frame drawn in white at 8 % vanished on white paper, and the cards, questions
 * and buttons ran into each other: every frame that is drawn shows.
 */
for (const path of ["/", "/token", "/privacy", "/get"]) {
  test(`${path} printed: black text, frames that show, no background, glow or shadow, and no navigation bar`, async ({
    page,
  }) => {
    await page.goto(path);
    const notOnPaper = await page.evaluate(() => {
      const paper = document
        .createElement("canvas")
        .getContext("2d", { willReadFrequently: true });
      if (!paper) throw new Error("No canvas to lay colours on");
      /** A colour's contrast with white paper, laid on it. */
      const contrastOnPaper = (colour: string) => {
        paper.fillStyle = "#fff";
        paper.fillRect(0, 0, 1, 1);
        paper.fillStyle = colour;
        paper.fillRect(0, 0, 1, 1);
        const [red, green, blue] = [...paper.getImageData(0, 0, 1, 1).data].map(
          (channel) => {
            const value = channel / 255;
            return value <= 0.04045
              ? value / 12.92
              : ((value + 0.055) / 1.055) ** 2.4;
          },
        );
        return (
          1.05 /
          (0.2126 * (red ?? 1) +
            0.7152 * (green ?? 1) +
            0.0722 * (blue ?? 1) +
            0.05)
        );
      };
      return [...document.body.querySelectorAll("*")].flatMap((element) => {
        const style = getComputedStyle(element);
        const name = `${element.tagName.toLowerCase()} «${(element.textContent ?? "").trim().slice(0, 30)}»`;
        const hasText = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.nodeValue?.trim(),
        );
        return [
          hasText &&
            style.color !== "rgb(0, 0, 0)" &&
            `${name}: ${style.color}`,
          !element.classList.contains("key-dot") &&
            (style.backgroundColor !== "rgba(0, 0, 0, 0)" ||
              style.backgroundImage !== "none") &&
            `${name}: background ${style.backgroundColor} ${style.backgroundImage.slice(0, 40)}`,
          style.boxShadow !== "none" && `${name}: shadow`,
          ...["top", "right", "bottom", "left"].map((side) => {
            const colour = style.getPropertyValue(`border-${side}-color`);
            return (
              element.checkVisibility() &&
              parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
              style.getPropertyValue(`border-${side}-style`) !== "none" &&
              colour !== "rgba(0, 0, 0, 0)" &&
              contrastOnPaper(colour) < 1.1 &&
              `${name}: ${side} frame ${colour}`
            );
          }),
        ].filter((problem): problem is string => Boolean(problem));
      });
    });
    expect(notOnPaper).toEqual([]);
    // Fixed, it printed its links and button over the top of every page.
    await expect(page.getByRole("banner")).toBeHidden();
  });
}

test("/token printed: each colour key keeps its colour, so a label still finds its slice", async ({
  page,
}) => {
  await page.goto("/token");
  const keys = await page
    .locator(".key-dot")
    .evaluateAll((dots) =>
      dots.map((dot) => [
        getComputedStyle(dot).backgroundColor,
        getComputedStyle(dot).printColorAdjust,
      ]),
    );
  expect(keys.length).toBeGreaterThanOrEqual(3);
  for (const [colour, adjust] of keys) {
    expect(colour).not.toBe("rgba(0, 0, 0, 0)");
    // Printed even with the browser's background graphics off, as browsers print by default.
    expect(adjust).toBe("exact");
  }
});

/*
 * Paper cannot be pressed, so every answer prints under its question, in one column read down (two
 * columns split across pages read in no order, and Firefox printed the footer over itself after
 * them), without the signs that open and close a question on screen.
 */
test("/ printed: every FAQ answer under its question, in one column, without open and close signs", async ({
  page,
}) => {
  await page.goto("/");
  const faq = page.locator("#faq");
  const questions = faq.locator("details");
  await expect(questions).toHaveCount(26);
  for (const question of await questions.all()) {
    await expect(question.locator("summary + div")).toBeVisible();
    await expect(question.locator("summary > [aria-hidden=true]")).toBeHidden();
  }
  const groupEdges = await faq
    .getByRole("heading", { level: 3 })
    .evaluateAll((titles) =>
      titles.map((title) => title.getBoundingClientRect().left),
    );
  expect(new Set(groupEdges).size).toBe(1);
});

// A moving strip printed wherever its loop had got to, cut at the page's edge: on paper it stands
// still and wraps, every item on the page, and its pause switch is gone.
test("/ printed: each moving strip stands still with every item on the page, without its switch", async ({
  page,
}) => {
  await page.goto("/");
  const pageWidth = await page.evaluate(() => window.innerWidth);
  for (const label of [en.home.badgesLabel, en.home.merchantsListLabel]) {
    const items = page.getByRole("list", { name: label }).getByRole("listitem");
    await expect(items).not.toHaveCount(0);
    for (const item of await items.all()) {
      const box = await item.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(
        pageWidth,
      );
    }
  }
  await expect(page.getByRole("checkbox")).toHaveCount(0);
});

// A fixed layer prints on every page: a frame of the 3D scene would lie under the form's words.
test("/get printed: the scene's layer does not print", async ({ page }) => {
  await page.goto("/get");
  await expect(
    page.getByRole("heading", { name: en.get.viewTitles["sign-up"] }),
  ).toBeVisible();
  await expect(page.getByTestId("scene-backdrop")).toBeHidden();
});

/*
 * A heading printed alone at a page's foot, what it introduces on the next: Firefox did this to two
 * of the home page's headings, two of /token's and one of /privacy's, and split "From SOL in your
 * wallet to a tap at the till." between two pages. Pages are not measurable from the page, so this
 * holds what keeps them together: the first 12rem under every section's and FAQ group's heading lie
 * in a box no page break may cut (the heading's own room, or a box that holds the rest of its
 * section), and what follows is not pushed down by that room.
 */
for (const path of ["/", "/token", "/privacy"]) {
  test(`${path} printed: no page break falls just under a heading`, async ({
    page,
  }) => {
    await page.goto(path);
    const loose = await page
      .locator("main section h2, #faq h3")
      .evaluateAll((headings) => {
        const rem = parseFloat(
          getComputedStyle(document.documentElement).fontSize,
        );
        const wordsBottom = (box: Element) => {
          const range = document.createRange();
          range.selectNodeContents(box);
          return range.getBoundingClientRect().bottom;
        };
        return headings.flatMap((heading) => {
          const section = heading.closest("section");
          const name = `«${heading.textContent?.trim()}»`;
          // The boxes around the heading, up to its section, that no page break may cut.
          const whole: Element[] = [];
          for (
            let box: Element | null = heading;
            box && section?.contains(box);
            box = box.parentElement
          ) {
            if (getComputedStyle(box).breakInside === "avoid") whole.push(box);
          }
          const [kept] = whole;
          if (!kept || !section) return [`${name}: nothing keeps it whole`];
          const sectionBottom = Math.max(
            ...[...section.querySelectorAll("*")]
              .filter((part) => getComputedStyle(part).position !== "absolute")
              .map((part) => part.getBoundingClientRect().bottom),
          );
          const wanted = Math.min(
            wordsBottom(heading) + 12 * rem,
            sectionBottom,
          );
          const keptBottom = Math.max(
            ...whole.map((box) => box.getBoundingClientRect().bottom),
          );
          const next = kept.nextElementSibling;
          const gap = next
            ? next.getBoundingClientRect().top - wordsBottom(kept)
            : 0;
          return [
            keptBottom < wanted - 1 &&
              `${name}: kept to ${Math.round(keptBottom)}, wanted ${Math.round(wanted)}`,
            gap > 5 * rem &&
              `${name}: what follows pushed ${Math.round(gap)} px down`,
          ].filter((problem): problem is string => Boolean(problem));
        });
      });
    expect(loose).toEqual([]);
  });
}
