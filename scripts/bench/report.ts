import {
  budgets,
  evaluateBudgets,
  type RouteBudget,
  type Verdict,
} from "./budgets";
import { cpuSlowdownFor, type Calibration } from "./calibration";
import type { CpuAllowance } from "./cpu-allowance";
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
  /** Raw KB of the exported HTML file. */
  htmlKb: number;
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
  /** Raw KB of the exported HTML file. */
  htmlKb: number;
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

/** A tap on Login as soon as it is on screen, under the same throttling: every round's. */
export type PressResult = {
  name: string;
  formOnScreenMs: Spread;
  pressMs: Spread;
  interactiveMs: Spread;
};

/** A tap on a page that has settled, until what it does is drawn: every round's, in ms. */
export type SettledTapResult = {
  /** The form floor's Login (the tap floor), or a /get's country picker. */
  name: string;
  drawnMs: Spread;
};

export type BenchReport = {
  ruler: {
    preset: "mobile";
    throttling: "devtools";
    calibration: Calibration;
    /** The cores the bench had: below two, its figures stand for no phone. */
    cpu: CpuAllowance;
    /**
     * The index Lighthouse measured before each observed load (every page's, each in round order),
     * and the slowdown its median gives: whether the machine kept the speed it was calibrated at.
     */
    duringLoads: { benchmarkIndex: Spread; cpuSlowdownMultiplier: number };
    runs: number;
    measuredAt: string;
  };
  pages: PageResult[];
  /** The form floor's press first, then each route's with a form. */
  presses: PressResult[];
  /** The tap floor first, then each route's opening of its country list. */
  settledTaps: SettledTapResult[];
  passed: boolean;
};

function pressResult(name: string, runs: InteractiveRun[]): PressResult {
  return {
    name,
    formOnScreenMs: spread(runs.map((run) => run.formOnScreenMs)),
    pressMs: spread(runs.map((run) => run.pressMs)),
    interactiveMs: spread(runs.map((run) => run.interactiveMs)),
  };
}

type Figures = Omit<PageResult, "vsFloors" | "budgets">;

function figures({
  page,
  observed,
  simulated,
  firstLoadJsKb,
  htmlKb,
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
    htmlKb,
  };
}

function budgetOf(page: Page): RouteBudget {
  if (!page.twin) throw new Error(`No budget for ${page.name}`);
  return budgets[page.twin];
}

/** The figures of every page and every budget's verdict, from the runs of all rounds. */
export function buildReport({
  emptyFloor,
  styledFloor,
  routes,
  presses,
  formFloorPresses,
  countryListOpens,
  tapFloor,
  calibration,
  cpu,
  measuredAt,
}: {
  emptyFloor: PageRuns;
  styledFloor: PageRuns;
  routes: PageRuns[];
  /** Each route's presses, by its name, for the routes that have a form. */
  presses: Map<string, InteractiveRun[]>;
  formFloorPresses: InteractiveRun[];
  /** Each route's openings of its country list, by its name, for the routes that have one. */
  countryListOpens: Map<string, number[]>;
  /** The form floor's Login tapped once the page has settled, every round's. */
  tapFloor: number[];
  calibration: Calibration;
  cpu: CpuAllowance;
  measuredAt: string;
}): BenchReport {
  const loadIndexes = spread(
    [emptyFloor, styledFloor, ...routes].flatMap((runs) =>
      runs.observed.map((run) => run.benchmarkIndex),
    ),
  );
  const empty = figures(emptyFloor);
  const styled = figures(styledFloor);
  const formFloor = pressResult("+ a Login form", formFloorPresses);
  const pressOf = (name: string) => {
    const runs = presses.get(name);
    return runs ? pressResult(name, runs) : undefined;
  };
  const tapFloorResult: SettledTapResult = {
    name: "+ a Login form, its Login",
    drawnMs: spread(tapFloor),
  };
  const countryListOf = (name: string): SettledTapResult | undefined => {
    const runs = countryListOpens.get(name);
    return runs && { name: `${name}, its country list`, drawnMs: spread(runs) };
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
    ...routes.map((runs) => {
      const route = figures(runs);
      const press = pressOf(route.name);
      const countryList = countryListOf(route.name);
      return result(
        route,
        evaluateBudgets(
          route,
          empty,
          budgetOf(runs.page),
          press && {
            interactiveMs: press.interactiveMs.median,
            formFloorMs: formFloor.interactiveMs.median,
          },
          countryList && {
            openMs: countryList.drawnMs.median,
            tapFloorMs: tapFloorResult.drawnMs.median,
          },
        ),
      );
    }),
  ];
  return {
    ruler: {
      preset: "mobile",
      throttling: "devtools",
      calibration,
      cpu,
      duringLoads: {
        benchmarkIndex: loadIndexes,
        cpuSlowdownMultiplier: cpuSlowdownFor(loadIndexes.median),
      },
      runs: emptyFloor.observed.length,
      measuredAt,
    },
    pages,
    presses: [
      formFloor,
      ...routes.flatMap((runs) => pressOf(runs.page.name) ?? []),
    ],
    settledTaps: [
      tapFloorResult,
      ...routes.flatMap((runs) => countryListOf(runs.page.name) ?? []),
    ],
    passed: pages.every((page) => page.budgets.every((budget) => budget.pass)),
  };
}
