import { budgets, evaluateBudgets } from "@/scripts/bench/budgets";
import type { BenchReport, PageResult } from "@/scripts/bench/report";
import { spread } from "@/scripts/bench/spread";
import { formatTable } from "@/scripts/bench/table";

import { budgetedFigures } from "./bench-fixtures";

const emptyFloor = budgetedFigures({ lcp: 700 });

function page(name: string, lcp: number, isFloor = false): PageResult {
  const figures = budgetedFigures({ lcp });
  return {
    name,
    path: isFloor ? "/" : name,
    isFloor,
    ...figures,
    fcp: spread([600]),
    tbt: spread([0, 40]),
    simulatedPerformance: spread([99]),
    simulatedLcp: spread([800]),
    vsFloors: {
      lcpToEmptyFloor: lcp / 700,
      lcpToStyledFloor: lcp / 1500,
      simulatedLcpToEmptyFloor: 1,
      performanceMinusEmptyFloor: 0,
      firstLoadJsOverEmptyFloorKb: 0,
    },
    budgets: isFloor ? [] : evaluateBudgets(figures, emptyFloor, budgets["/"]),
  };
}

function report(pages: PageResult[]): BenchReport {
  return {
    ruler: {
      preset: "mobile",
      throttling: "devtools",
      calibration: {
        target: "a phone",
        benchmarkIndexRuns: [1180, 1200, 1210],
        benchmarkIndex: 1200,
        cpuSlowdownMultiplier: 2.8,
        pinned: false,
      },
      cpu: { cores: 2, allowance: 2 },
      duringLoads: {
        benchmarkIndex: spread([950, 1240, 1400]),
        cpuSlowdownMultiplier: 2.3,
      },
      runs: 5,
      measuredAt: "2025-01-01T00:00:00.000Z",
    },
    pages,
    presses: [
      {
        name: "/get",
        formOnScreenMs: spread([1600, 1700]),
        pressMs: spread([1650, 1750]),
        interactiveMs: spread([2700, 2900]),
      },
    ],
    settledTaps: [
      { name: "+ a Login form, its Login", drawnMs: spread([110, 130]) },
      { name: "/get, its country list", drawnMs: spread([260, 300]) },
    ],
    passed: pages.every((entry) => entry.budgets.every((b) => b.pass)),
  };
}

describe("formatTable", () => {
  it("prints one row per page with the median and its range", () => {
    const table = formatTable(
      report([page("empty Next page", 700, true), page("/", 900)]),
    );

    expect(table).toContain("| / | 900 (900–900) | 1.29 | 0.60 |");
    expect(table).toContain("| empty Next page | 700 (700–700) |  |  |");
    expect(table).toContain(
      "CPU slowed 2.80× from this machine's BenchmarkIndex 1200 (runs 1180, 1200, 1210)",
    );
    expect(table).toContain(
      "Measured again before each load, the index was 1240 (950–1400), which would slow it 2.30×.",
    );
    expect(table).toContain(
      "- /get: form on screen 1650 (1600–1700) ms, tapped 1700 (1650–1750) ms, login view 2800 (2700–2900) ms",
    );
    expect(table).toContain(
      "A tap once the page has settled, same CPU slowdown, until what it does is drawn:\n- + a Login form, its Login: 120 (110–130) ms\n- /get, its country list: 280 (260–300) ms",
    );
  });

  it("says when the slowdown was pinned rather than calibrated", () => {
    const pinned = report([page("empty Next page", 700, true)]);
    pinned.ruler.calibration = {
      target: "a phone",
      cpuSlowdownMultiplier: 2.89,
      pinned: true,
    };

    expect(formatTable(pinned)).toContain(
      "CPU slowed 2.89×, as BENCH_CPU_SLOWDOWN pins it (not calibrated on this run).",
    );
  });

  it("says what the bench ran on, and warns when it was less than two cores", () => {
    const held = report([page("empty Next page", 700, true)]);
    expect(formatTable(held)).toContain("\nThe bench has 2 cores.\n");

    held.ruler.cpu = { cores: 2, quotaCores: 0.5, allowance: 0.5 };
    expect(formatTable(held)).toContain(
      "The bench has 2 cores, held by a cgroup quota to 0.50 cores. Below 2 cores,",
    );
  });

  it("says all budgets were met when they were", () => {
    expect(
      formatTable(report([page("empty Next page", 700, true), page("/", 900)])),
    ).toContain("All 6 budgets met.");
  });

  it("names each failed budget with its figure and its limit", () => {
    const table = formatTable(
      report([page("empty Next page", 700, true), page("/token", 1100)]),
    );

    expect(table).toContain("Over budget (1 of 6):");
    expect(table).toContain(
      "- /token: observed LCP ≤ 1.3 × the empty page's: 1100 ms against 910 ms",
    );
  });
});
