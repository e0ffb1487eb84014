import {
  budgets,
  evaluateBudgets,
  type RouteBudget,
  type Verdict,
} from "./budgets";
import type { InteractiveRun } from "./get-interactive";
import type { ObservedRun, SimulatedRun } from "./measure-page";
import type { Page } from "./pages";
import { spread, type Spread } from "./spread";

/** Every round's runs of one page. */
export type PageRuns = {
  page: Page;
  observed: ObservedRun[];
  simulated: SimulatedRun[];
  firstLoadJsKb: number;
};

export type PageResult = {
  name: string;
  path: string;
  isFloor: boolean;
  /** Real (devtools) throttling: what a visitor on the mobile preset sees. */
  lcp: Spread;
  fcp: Spread;
  tbt: Spread;
  cls: Spread;
  performance: Spread;
  lazyRequestsBeforeLcp: Spread;
  /** Lighthouse's simulation, reported as a second opinion under no budget. */
  simulatedPerformance: Spread;
  simulatedLcp: Spread;
  /** Gzip KB of the scripts the HTML asks for. */
  firstLoadJsKb: number;
  /** Medians against the floors' medians. */
  vsFloors: {
    lcpToEmptyFloor: number;
    lcpToStyledFloor: number;
    simulatedLcpToEmptyFloor: number;
    performanceMinusEmptyFloor: number;
    firstLoadJsOverEmptyFloorKb: number;
  };
  /** Empty for the floors. */
  budgets: Verdict[];
};

export type BenchReport = {
  ruler: {
    preset: "mobile";
    throttling: "devtools";
    runs: number;
    measuredAt: string;
  };
  pages: PageResult[];
  /** A tap on sign-up's Login as soon as it is on screen, under the same throttling. */
  getInteractive: {
    formOnScreenMs: Spread;
    pressMs: Spread;
    interactiveMs: Spread;
    baselineMs: number;
  };
  passed: boolean;
};

type Figures = Omit<PageResult, "vsFloors" | "budgets">;

function figures({
  page,
  observed,
  simulated,
  firstLoadJsKb,
}: PageRuns): Figures {
  const observedSpread = (figure: keyof Omit<ObservedRun, "waterfall">) =>
    spread(observed.map((run) => run[figure]));
  return {
    name: page.name,
    path: page.path,
    isFloor: page.isFloor,
    lcp: observedSpread("lcp"),
    fcp: observedSpread("fcp"),
    tbt: observedSpread("tbt"),
    cls: observedSpread("cls"),
    performance: observedSpread("performance"),
    lazyRequestsBeforeLcp: observedSpread("lazyRequestsBeforeLcp"),
    simulatedPerformance: spread(simulated.map((run) => run.performance)),
    simulatedLcp: spread(simulated.map((run) => run.lcp)),
    firstLoadJsKb,
  };
}

function budgetOf(path: string): RouteBudget {
  const budget = (budgets as Record<string, RouteBudget>)[path];
  if (!budget) throw new Error(`No budget for ${path}`);
  return budget;
}

/** The figures of every page and every budget's verdict, from the runs of all rounds. */
export function buildReport({
  emptyFloor,
  styledFloor,
  routes,
  getPresses,
  baselineMs,
  measuredAt,
}: {
  emptyFloor: PageRuns;
  styledFloor: PageRuns;
  routes: PageRuns[];
  getPresses: InteractiveRun[];
  baselineMs: number;
  measuredAt: string;
}): BenchReport {
  const empty = figures(emptyFloor);
  const styled = figures(styledFloor);
  const getInteractive = {
    formOnScreenMs: spread(getPresses.map((run) => run.formOnScreenMs)),
    pressMs: spread(getPresses.map((run) => run.pressMs)),
    interactiveMs: spread(getPresses.map((run) => run.interactiveMs)),
    baselineMs,
  };
  const result = (page: Figures, verdicts: Verdict[]): PageResult => ({
    ...page,
    vsFloors: {
      lcpToEmptyFloor: page.lcp.median / empty.lcp.median,
      lcpToStyledFloor: page.lcp.median / styled.lcp.median,
      simulatedLcpToEmptyFloor:
        page.simulatedLcp.median / empty.simulatedLcp.median,
      performanceMinusEmptyFloor:
        page.performance.median - empty.performance.median,
      firstLoadJsOverEmptyFloorKb: page.firstLoadJsKb - empty.firstLoadJsKb,
    },
    budgets: verdicts,
  });
  const pages = [
    result(empty, []),
    result(styled, []),
    ...routes.map(figures).map((route) =>
      result(
        route,
        evaluateBudgets(route, empty, budgetOf(route.path), {
          interactiveMs: getInteractive.interactiveMs.median,
          baselineMs,
        }),
      ),
    ),
  ];
  return {
    ruler: {
      preset: "mobile",
      throttling: "devtools",
      runs: emptyFloor.observed.length,
      measuredAt,
    },
    pages,
    getInteractive,
    passed: pages.every((page) => page.budgets.every((budget) => budget.pass)),
  };
}
