import type { Route } from "./pages";
import type { Spread } from "./spread";

/** What each route is held to, against the empty Next page measured in the same rounds. */
export type RouteBudget = {
  /** Observed LCP (real throttling) at most this many times the empty page's. */
  lcpToEmptyFloor: number;
  /** Performance score (real throttling) at most this many points under the empty page's. */
  performanceBelowEmptyFloor: number;
  cls: number;
  /** First-load JavaScript (gzip) at most this many KB over the empty page's. */
  jsOverFloorKb: number;
  /** No lazy chunk and no third-party request starts before the observed LCP. */
  lazyChunksAfterLcp: boolean;
  /** A press on sign-up's Login takes effect no later than the recorded baseline. */
  interactiveByBaseline: boolean;
};

const CONTENT_PAGE = {
  lcpToEmptyFloor: 1.5,
  performanceBelowEmptyFloor: 2,
  cls: 0.01,
  jsOverFloorKb: 18,
  lazyChunksAfterLcp: false,
  interactiveByBaseline: false,
} satisfies RouteBudget;

export const budgets = {
  "/": CONTENT_PAGE,
  // The 3D runtime is not first-load JavaScript: it is a lazy chunk, and it must start after the LCP.
  "/get": {
    ...CONTENT_PAGE,
    jsOverFloorKb: 40,
    lazyChunksAfterLcp: true,
    interactiveByBaseline: true,
  },
  "/token": CONTENT_PAGE,
  "/privacy": CONTENT_PAGE,
} satisfies Record<Route, RouteBudget>;

/** The figures of a page the budgets read. */
export type BudgetedFigures = {
  lcp: Spread;
  performance: Spread;
  cls: Spread;
  lazyRequestsBeforeLcp: Spread;
  firstLoadJsKb: number;
};

export type BudgetId =
  | "lcp"
  | "performance"
  | "cls"
  | "first-load-js"
  | "lazy-chunks"
  | "interactive";

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

/**
 * Every budget of a route, on medians. `interactiveMs` is the median time at which /get's first
 * press took effect, needed by a route whose budget reads it.
 */
export function evaluateBudgets(
  route: BudgetedFigures,
  emptyFloor: BudgetedFigures,
  budget: RouteBudget,
  interactive?: { interactiveMs: number; baselineMs: number },
): Verdict[] {
  const verdicts = [
    verdict(
      "lcp",
      `observed LCP ≤ ${budget.lcpToEmptyFloor} × the empty page's`,
      route.lcp.median,
      budget.lcpToEmptyFloor * emptyFloor.lcp.median,
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
  if (budget.interactiveByBaseline) {
    if (!interactive)
      throw new Error("This route's budget needs its interactive time");
    verdicts.push(
      verdict(
        "interactive",
        "first press takes effect no later than the baseline",
        interactive.interactiveMs,
        interactive.baselineMs,
      ),
    );
  }
  return verdicts;
}
