import type { Route } from "./pages";
import type { Spread } from "./spread";

/** What each route is held to, against the floors measured in the same rounds. */
export type RouteBudget = {
  /** Observed LCP (real throttling) at most this many times the empty page's. */
  lcpToEmptyFloor: number;
  /** Total blocking time at most this many milliseconds over the empty page's. */
  tbtOverEmptyFloorMs: number;
  /** Performance score (real throttling) at most this many points under the empty page's. */
  performanceBelowEmptyFloor: number;
  cls: number;
  /** First-load JavaScript (gzip) at most this many KB over the empty page's. */
  jsOverFloorKb: number;
  /** The exported page's raw HTML at most this many KB: every byte of it is parsed before it settles. */
  htmlKb: number;
  /** No lazy chunk and no third-party request starts before the observed LCP. */
  lazyChunksAfterLcp: boolean;
  /**
   * A press on sign-up's Login takes effect at most this many times as late as the same press on
   * the empty page with a form of one button (the form floor); false where there is no form.
   */
  interactiveToFormFloor: number | false;
  /**
   * On the settled page, a tap on step 2's country picker draws the open list at most this many
   * times as late as a tap on the form floor's Login draws its new heading (the tap floor); false
   * where there is no country list.
   */
  countryListToTapFloor: number | false;
};

const CONTENT_PAGE = {
  lcpToEmptyFloor: 1.3,
  tbtOverEmptyFloorMs: 100,
  performanceBelowEmptyFloor: 2,
  cls: 0.01,
  jsOverFloorKb: 18,
  htmlKb: 140,
  lazyChunksAfterLcp: false,
  interactiveToFormFloor: false,
  countryListToTapFloor: false,
} satisfies RouteBudget;

export const budgets = {
  // The home page answers the most: the FAQ, the fees and how it works are on it.
  "/": { ...CONTENT_PAGE, htmlKb: 170 },
  // The 3D runtime is not first-load JavaScript: it is a lazy chunk, and it must start after the LCP.
  "/get": {
    ...CONTENT_PAGE,
    jsOverFloorKb: 40,
    lazyChunksAfterLcp: true,
    // The framework alone answers the floor's press: /get's own scripts may cost what LCP may.
    interactiveToFormFloor: 1.3,
    // About 3.5 today; some 9 when the rows were built inside the tap (docs/performance.md).
    countryListToTapFloor: 5,
  },
  "/token": CONTENT_PAGE,
  "/privacy": CONTENT_PAGE,
} satisfies Record<Route, RouteBudget>;

/** The figures of a page the budgets read. */
export type BudgetedFigures = {
  lcp: Spread;
  tbt: Spread;
  performance: Spread;
  cls: Spread;
  lazyRequestsBeforeLcp: Spread;
  firstLoadJsKb: number;
  htmlKb: number;
};

export type BudgetId =
  | "lcp"
  | "tbt"
  | "performance"
  | "cls"
  | "first-load-js"
  | "html"
  | "lazy-chunks"
  | "interactive"
  | "country-list";

export type Verdict = {
  budget: BudgetId;
  /** The rule in words, with its numbers. */
  rule: string;
  /** The route's median (its size for first-load JS) and the limit it is held to. */
  value: number;
  limit: number;
  isAtMost: boolean;
  pass: boolean;
};

function verdict(
  budget: BudgetId,
  rule: string,
  value: number,
  limit: number,
  isAtMost = true,
): Verdict {
  const pass = isAtMost ? value <= limit : value >= limit;
  return { budget, rule, value, limit, isAtMost, pass };
}

/** A figure held to a multiple of a floor measured in the same rounds, both of which it needs. */
function toFloorVerdict(
  budget: BudgetId,
  rule: string,
  ratio: number,
  figures: { value: number; floor: number } | undefined,
) {
  if (!figures)
    throw new Error(`This route's ${budget} budget needs its figure and floor`);
  return verdict(budget, rule, figures.value, ratio * figures.floor);
}

/**
 * Every budget of a route, on medians. `interactive` holds the median times at which the first
 * press took effect on the route and on the form floor; `countryList` the median times a settled
 * page took to draw a tap on the country picker and on the form floor's Login: each needed by a
 * route whose budget reads it.
 */
export function evaluateBudgets(
  route: BudgetedFigures,
  emptyFloor: BudgetedFigures,
  budget: RouteBudget,
  interactive?: { interactiveMs: number; formFloorMs: number },
  countryList?: { openMs: number; tapFloorMs: number },
): Verdict[] {
  const verdicts = [
    verdict(
      "lcp",
      `observed LCP ≤ ${budget.lcpToEmptyFloor} × the empty page's`,
      route.lcp.median,
      budget.lcpToEmptyFloor * emptyFloor.lcp.median,
    ),
    verdict(
      "tbt",
      `TBT ≤ the empty page's + ${budget.tbtOverEmptyFloorMs} ms`,
      route.tbt.median,
      emptyFloor.tbt.median + budget.tbtOverEmptyFloorMs,
    ),
    verdict(
      "performance",
      `performance ≥ the empty page's − ${budget.performanceBelowEmptyFloor}`,
      route.performance.median,
      emptyFloor.performance.median - budget.performanceBelowEmptyFloor,
      false,
    ),
    verdict("cls", `CLS ≤ ${budget.cls}`, route.cls.median, budget.cls),
    verdict(
      "first-load-js",
      `first-load JS ≤ the empty page's + ${budget.jsOverFloorKb} KB`,
      route.firstLoadJsKb,
      emptyFloor.firstLoadJsKb + budget.jsOverFloorKb,
    ),
    verdict(
      "html",
      `raw HTML ≤ ${budget.htmlKb} KB`,
      route.htmlKb,
      budget.htmlKb,
    ),
  ];
  if (budget.lazyChunksAfterLcp)
    verdicts.push(
      verdict(
        "lazy-chunks",
        "no lazy chunk or third-party request before the LCP",
        route.lazyRequestsBeforeLcp.median,
        0,
      ),
    );
  if (budget.interactiveToFormFloor)
    verdicts.push(
      toFloorVerdict(
        "interactive",
        `first press takes effect ≤ ${budget.interactiveToFormFloor} × the form floor's`,
        budget.interactiveToFormFloor,
        interactive && {
          value: interactive.interactiveMs,
          floor: interactive.formFloorMs,
        },
      ),
    );
  if (budget.countryListToTapFloor)
    verdicts.push(
      toFloorVerdict(
        "country-list",
        `the country list opens ≤ ${budget.countryListToTapFloor} × the tap floor's`,
        budget.countryListToTapFloor,
        countryList && {
          value: countryList.openMs,
          floor: countryList.tapFloorMs,
        },
      ),
    );
  return verdicts;
}

/**
 * What a page may weigh, checked on every `npm test` without a browser (static-output.spec.ts), so
 * that no change grows a page silently: raw HTML and first-load JavaScript (gzip), in KB. A
 * translated page is held to its English twin's, the not-found pages to "404". These are today's
 * sizes with a little room; the bench holds the routes to the HTML targets (`htmlKb` above), which
 * / does not meet yet.
 */
export const pageWeightCeilings = {
  "/": { htmlKb: 249, firstLoadJsKb: 145 },
  "/get": { htmlKb: 97, firstLoadJsKb: 157 },
  "/token": { htmlKb: 140, firstLoadJsKb: 140 },
  "/privacy": { htmlKb: 99, firstLoadJsKb: 140 },
  "404": { htmlKb: 53, firstLoadJsKb: 140 },
} satisfies Record<Route | "404", { htmlKb: number; firstLoadJsKb: number }>;
