import {
  type Language,
  copyOf,
  languageCodes,
  languages,
  pathIn,
} from "../../content/languages";
import { joinTitle } from "../../content/section-intro";
import { type Route, routes } from "../../content/site";
import { brandColors } from "../../lib/brand";
import { computedRgb } from "../computed-rgb";
import { crossingTheEdge } from "../crossing-the-edge";
import type { EnginePage } from "./engine-page";
import {
  LARGE_TEXT_PHONE,
  VIEWPORTS,
  type Journey,
  type JourneyContext,
} from "./journey";
import { attributeOf, expectHeading } from "./page-reads";
import { waitForEqual } from "./wait-until";

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
  await waitForEqual(
    "what crosses the window's edge, each section in view in turn",
    () => page.read(crossingTheEdge, "header, main section, body > footer"),
    [],
  );
}

/** A route's h1 in `language`. */
function headingOf(language: Language, route: Route) {
  const copy = copyOf(language);
  switch (route) {
    case "/":
      return joinTitle(copy.home.hero.titleParts);
    case "/get":
      return copy.get.viewTitles["sign-up"];
    case "/token":
      return joinTitle(copy.token.hero.titleParts);
    case "/privacy":
      return joinTitle(copy.privacy.titleParts);
  }
}

/** Every route in every language: the translations' copy runs 20–30 % longer than English. */
export const ROUTES: [Language, Route][] = languageCodes.flatMap((language) =>
  routes.map((route): [Language, Route] => [language, route]),
);

/** A phone with its text at 200 % too: the pages hold their layout down to 195 px. */
const WIDTHS = [...VIEWPORTS, LARGE_TEXT_PHONE];

function routeJourney([language, route]: [Language, Route]): Journey {
  const path = pathIn(language, route);
  const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "-");
  return {
    id: `route-${name}`,
    name: `${path} shows its heading in ${languages[language].name}, in the site's colours and Inter, nothing crossing the window's edge, large text included`,
    viewports: WIDTHS,
    run: (page, context) =>
      expectRenderedAndStyled(page, context, {
        path,
        heading: headingOf(language, route),
        screenshot: name,
      }),
  };
}

const { notFound } = copyOf("en");

export const routeJourneys: Journey[] = [
  ...ROUTES.map(routeJourney),
  {
    id: "route-not-found",
    name: `an unknown path shows "${notFound.heading}" and a link home, styled, nothing crossing the window's edge, large text included`,
    viewports: WIDTHS,
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
