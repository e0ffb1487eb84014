import { EMPTY_FLOOR, ROUTE_PAGES, STYLED_FLOOR } from "@/scripts/bench/pages";
import type { InteractiveRun } from "@/scripts/bench/get-interactive";
import { type Calibration, cpuSlowdownFor } from "@/scripts/bench/calibration";
import { buildReport } from "@/scripts/bench/report";

import { pageRuns } from "./bench-fixtures";

const MEASURED_AT = "2025-01-01T00:00:00.000Z";

const CALIBRATION = {
  target: "a phone",
  benchmarkIndexRuns: [1180, 1200, 1210],
  benchmarkIndex: 1200,
  cpuSlowdownMultiplier: 2.8,
  pinned: false,
} satisfies Calibration;

const CPU = { cores: 2, quotaCores: 0.5, allowance: 0.5 };

const GET_PRESSES: InteractiveRun[] = [
  { formOnScreenMs: 1600, pressMs: 1660, interactiveMs: 2700 },
  { formOnScreenMs: 1700, pressMs: 1750, interactiveMs: 2900 },
  { formOnScreenMs: 1650, pressMs: 1700, interactiveMs: 2750 },
];

function report({
  getLcps = [850, 900, 800],
  formFloorMs = 2200,
  tapFloor = [130, 110, 120],
} = {}) {
  return buildReport({
    emptyFloor: pageRuns(
      EMPTY_FLOOR,
      [{ lcp: 700 }, { lcp: 650 }, { lcp: 720 }],
      { simulated: [{ lcp: 700 }, { lcp: 690 }, { lcp: 710 }] },
    ),
    styledFloor: pageRuns(STYLED_FLOOR, [
      { lcp: 1500, benchmarkIndex: 900 },
      { lcp: 1550, benchmarkIndex: 2200 },
      { lcp: 1450, benchmarkIndex: 2100 },
    ]),
    routes: ROUTE_PAGES.map((page) =>
      pageRuns(
        page,
        (page.path === "/get" ? getLcps : [850, 850, 850]).map((lcp) => ({
          lcp,
        })),
        { simulated: [{ lcp: 2400 }, { lcp: 2100 }, { lcp: 2500 }] },
      ),
    ),
    presses: new Map(
      ROUTE_PAGES.filter((page) => page.press).map((page) => [
        page.name,
        GET_PRESSES,
      ]),
    ),
    formFloorPresses: [1, 1, 1].map(() => ({
      formOnScreenMs: 900,
      pressMs: 950,
      interactiveMs: formFloorMs,
    })),
    countryListOpens: new Map(
      ROUTE_PAGES.filter((page) => page.countryList).map((page) => [
        page.name,
        [260, 300, 280],
      ]),
    ),
    tapFloor,
    calibration: CALIBRATION,
    cpu: CPU,
    measuredAt: MEASURED_AT,
  });
}

describe("buildReport", () => {
  it("keeps the index measured before every load, and the slowdown its median would give", () => {
    const { duringLoads } = report().ruler;

    // 30 loads: the styled floor's three at 900, 2200 and 2100, every other one at 1500.
    expect(duringLoads.benchmarkIndex).toMatchObject({
      median: 1500,
      min: 900,
      max: 2200,
    });
    expect(duringLoads.benchmarkIndex.runs).toHaveLength(30);
    expect(duringLoads.cpuSlowdownMultiplier).toBe(cpuSlowdownFor(1500));
  });

  it("names the ruler with its calibration and the cores it ran on, and lists the two floors, then every route", () => {
    const { ruler, pages } = report();

    expect(ruler).toEqual({
      preset: "mobile",
      throttling: "devtools",
      calibration: CALIBRATION,
      cpu: CPU,
      duringLoads: {
        benchmarkIndex: expect.objectContaining({ median: 1500 }),
        cpuSlowdownMultiplier: cpuSlowdownFor(1500),
      },
      runs: 3,
      measuredAt: MEASURED_AT,
    });
    expect(pages.map((page) => [page.name, page.isFloor])).toEqual([
      ["empty Next page", true],
      ["+ our CSS and font", true],
      ["/", false],
      ["/get", false],
      ["/token", false],
      ["/privacy", false],
      ["/es", false],
      ["/es/get", false],
      ["/pt-br", false],
      ["/pt-br/token", false],
    ]);
  });

  it("gives each figure's median and range, observed and simulated", () => {
    const get = report().pages.find((page) => page.path === "/get");

    expect(get?.lcp).toEqual({
      median: 850,
      min: 800,
      max: 900,
      runs: [850, 900, 800],
    });
    expect(get?.simulatedLcp).toMatchObject({
      median: 2400,
      min: 2100,
      max: 2500,
    });
    expect(Object.keys(get ?? {})).toEqual(
      expect.arrayContaining([
        "fcp",
        "tbt",
        "cls",
        "performance",
        "simulatedPerformance",
        "firstLoadJsKb",
        "htmlKb",
      ]),
    );
  });

  it("sets each route's medians against both floors' medians", () => {
    const get = report().pages.find((page) => page.path === "/get");

    expect(get?.vsFloors).toEqual({
      lcpToEmptyFloor: 850 / 700,
      lcpToStyledFloor: 850 / 1500,
      simulatedLcpToEmptyFloor: 2400 / 700,
      performanceMinusEmptyFloor: 0,
      firstLoadJsOverEmptyFloorKb: 0,
    });
  });

  it("gives each route its verdicts, the floors none", () => {
    const { pages } = report();

    expect(pages[0]?.budgets).toEqual([]);
    expect(pages[1]?.budgets).toEqual([]);
    expect(
      pages
        .find((page) => page.path === "/get")
        ?.budgets.map((verdict) => verdict.budget),
    ).toEqual([
      "lcp",
      "tbt",
      "performance",
      "cls",
      "first-load-js",
      "html",
      "lazy-chunks",
      "interactive",
      "country-list",
    ]);
  });

  it("reports the form floor's press, then each /get's, and passes when every budget holds", () => {
    const { presses, passed } = report();

    expect(presses.map((press) => press.name)).toEqual([
      "+ a Login form",
      "/get",
      "/es/get",
    ]);
    expect(presses[1]?.formOnScreenMs).toMatchObject({
      median: 1650,
      min: 1600,
      max: 1700,
    });
    expect(presses[1]?.interactiveMs.median).toBe(2750);
    expect(passed).toBe(true);
  });

  it("reports the tap floor, then each /get's country list opening, on a settled page", () => {
    const { settledTaps } = report();

    expect(settledTaps).toEqual([
      {
        name: "+ a Login form, its Login",
        drawnMs: expect.objectContaining({ median: 120, min: 110, max: 130 }),
      },
      {
        name: "/get, its country list",
        drawnMs: expect.objectContaining({ median: 280, min: 260, max: 300 }),
      },
      {
        name: "/es/get, its country list",
        drawnMs: expect.objectContaining({ median: 280 }),
      },
    ]);
  });

  it("fails when one budget of one route fails", () => {
    expect(report({ getLcps: [950, 1000, 920] }).passed).toBe(false);
    expect(report({ formFloorMs: 2000 }).passed).toBe(false);
    expect(report({ tapFloor: [50, 55, 52] }).passed).toBe(false);
  });

  it("survives a round trip through JSON unchanged", () => {
    const written = report();

    expect(JSON.parse(JSON.stringify(written))).toEqual(written);
  });
});
