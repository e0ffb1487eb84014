import type { BudgetedFigures } from "@/scripts/bench/budgets";
import type { ObservedRun, SimulatedRun } from "@/scripts/bench/measure-page";
import type { Page } from "@/scripts/bench/pages";
import type { PageRuns } from "@/scripts/bench/report";
import { spread } from "@/scripts/bench/spread";

/** Medians as given, every run alike: what the budgets read. */
export function budgetedFigures({
  lcp = 1000,
  tbt = 20,
  performance = 98,
  cls = 0,
  lazyRequestsBeforeLcp = 0,
  firstLoadJsKb = 130,
  htmlKb = 100,
} = {}): BudgetedFigures {
  return {
    lcp: spread([lcp]),
    tbt: spread([tbt]),
    performance: spread([performance]),
    cls: spread([cls]),
    lazyRequestsBeforeLcp: spread([lazyRequestsBeforeLcp]),
    firstLoadJsKb,
    htmlKb,
  };
}

function observedRun(overrides: Partial<ObservedRun> = {}): ObservedRun {
  return {
    performance: 98,
    lcp: 1000,
    fcp: 900,
    tbt: 20,
    cls: 0,
    benchmarkIndex: 1500,
    lazyRequestsBeforeLcp: 0,
    waterfall: [],
    ...overrides,
  };
}

function simulatedRun(overrides: Partial<SimulatedRun> = {}): SimulatedRun {
  return { performance: 99, lcp: 800, ...overrides };
}

export function pageRuns(
  page: Page,
  observed: Partial<ObservedRun>[],
  {
    simulated = observed.map(() => ({})),
    firstLoadJsKb = 130,
    htmlKb = 100,
  } = {} as {
    simulated?: Partial<SimulatedRun>[];
    firstLoadJsKb?: number;
    htmlKb?: number;
  },
): PageRuns {
  return {
    page,
    observed: observed.map(observedRun),
    simulated: simulated.map(simulatedRun),
    firstLoadJsKb,
    htmlKb,
  };
}
