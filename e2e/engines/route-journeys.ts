import { notFound } from "../../content/not-found";
import { hero } from "../../content/home";
import { viewTitles } from "../../content/get";
import { privacyPage } from "../../content/privacy";
import { tokenHero } from "../../content/token";
import { brandColors } from "../../lib/brand";
import type { EnginePage } from "./engine-page";
import type { Journey, JourneyContext } from "./journey";
import { attributeOf, expectHeading } from "./page-reads";
import { waitForEqual, waitUntil } from "./wait-until";

/** `rgb(r, g, b)`, as getComputedStyle writes a `#RRGGBB` colour. */
function computedRgb(hex: string) {
  const channels = [1, 3, 5].map((start) =>
    Number.parseInt(hex.slice(start, start + 2), 16),
  );
  return `rgb(${channels.join(", ")})`;
}

/** The page's look once its fonts have settled: the canvas colour and the family it sets. */
function readStyle(page: EnginePage) {
  return page.read(async () => {
    await document.fonts.ready;
    const body = getComputedStyle(document.body);
    const unquoted = (family: string) =>
      family.replace(/["']/g, "").trim().toLowerCase();
    return {
      background: body.backgroundColor,
      family: unquoted(body.fontFamily.split(",")[0] ?? ""),
      isInterLoaded: [...document.fonts].some(
        (face) => unquoted(face.family) === "inter" && face.status === "loaded",
      ),
    };
  });
}

/**
 * How far the page reaches past the window's right edge, the worst over every section: sections
 * below the fold are laid out only near the viewport, so each is brought into view in turn.
 */
function widestOverflow(page: EnginePage) {
  return page.read(async () => {
    const twoFrames = () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(resolve)),
      );
    const overflow = () =>
      document.documentElement.scrollWidth - window.innerWidth;
    let worst = overflow();
    for (const section of document.querySelectorAll(
      "main > section, body > footer",
    )) {
      section.scrollIntoView({ block: "start", behavior: "instant" });
      await twoFrames();
      worst = Math.max(worst, overflow());
    }
    window.scrollTo({ top: 0, behavior: "instant" });
    return worst;
  });
}

async function expectRenderedAndStyled(
  page: EnginePage,
  context: JourneyContext,
  route: { path: string; heading: string; screenshot: string },
) {
  await page.open(route.path);
  await expectHeading(page, route.heading);
  await waitForEqual(
    "the page's canvas colour and font",
    () => readStyle(page),
    {
      background: computedRgb(brandColors.canvas),
      family: "inter",
      isInterLoaded: true,
    },
  );
  await page.screenshot(context.screenshotFile(route.screenshot));
  await waitUntil(
    "nothing on the page to reach past the window's right edge",
    () => widestOverflow(page),
    (pixels) => pixels <= 0,
  );
}

const ROUTES = [
  { id: "route-home", path: "/", heading: hero.title, screenshot: "home" },
  {
    id: "route-get",
    path: "/get",
    heading: viewTitles["sign-up"],
    screenshot: "get",
  },
  {
    id: "route-token",
    path: "/token",
    heading: `${tokenHero.titleParts.lead} ${tokenHero.titleParts.highlight}`,
    screenshot: "token",
  },
  {
    id: "route-privacy",
    path: "/privacy",
    heading: `${privacyPage.titleParts.lead} ${privacyPage.titleParts.highlight}`,
    screenshot: "privacy",
  },
] as const;

export const routeJourneys: Journey[] = [
  ...ROUTES.map((route): Journey => ({
    id: route.id,
    name: `${route.path} shows its heading in the site's colours and Inter, with nothing wider than the window`,
    run: (page, context) => expectRenderedAndStyled(page, context, route),
  })),
  {
    id: "route-not-found",
    name: `an unknown path shows "${notFound.heading}" and a link home, styled, with nothing wider than the window`,
    async run(page, context) {
      await expectRenderedAndStyled(page, context, {
        path: "/no-such-page",
        heading: notFound.heading,
        screenshot: "not-found",
      });
      await waitForEqual(
        "where the not-found page's link leads",
        () =>
          attributeOf(page, { role: "link", name: notFound.backLabel }, "href"),
        "/",
      );
    },
  },
];
