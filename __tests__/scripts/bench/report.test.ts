import { EMPTY_FLOOR, ROUTE_PAGES, STYLED_FLOOR } from "@/scripts/bench/pages";
import { buildReport } from "@/scripts/bench/report";

import { pageRuns } from "./bench-fixtures";

const MEASURED_AT = "2025-01-01T00:00:00.000Z";

function report({ getLcps = [1000, 1100, 900], baselineMs = 2800 } = {}) {
  return buildReport({
    emptyFloor: pageRuns(
      EMPTY_FLOOR,
      [{ lcp: 700 }, { lcp: 650 }, { lcp: 720 }],
      { simulated: [{ lcp: 700 }, { lcp: 690 }, { lcp: 710 }] },
    ),
    styledFloor: pageRuns(STYLED_FLOOR, [
      { lcp: 1500 },
      { lcp: 1550 },
      { lcp: 1450 },
    ]),
    routes: ROUTE_PAGES.map((page) =>
      pageRuns(
        page,
        (page.path === "/get" ? getLcps : [1000, 1000, 1000]).map((lcp) => ({
          lcp,
        })),
        { simulated: [{ lcp: 2400 }, { lcp: 2100 }, { lcp: 2500 }] },
      ),
    ),
    getPresses: [
      { formOnScreenMs: 1600, pressMs: 1660, interactiveMs: 2700 },
      { formOnScreenMs: 1700, pressMs: 1750, interactiveMs: 2900 },
      { formOnScreenMs: 1650, pressMs: 1700, interactiveMs: 2750 },
    ],
    baselineMs,
    measuredAt: MEASURED_AT,
  });
}

describe("buildReport", () => {
  it("names the ruler and lists the two floors, then every route", () => {
    const { ruler, pages } = report();

    expect(ruler).toEqual({
      preset: "mobile",
      throttling: "devtools",
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
    ]);
  });

  it("gives each figure's median and range, observed and simulated", () => {
    const get = report().pages.find((page) => page.path === "/get");

    expect(get?.lcp).toEqual({
      median: 1000,
      min: 900,
      max: 1100,
      runs: [1000, 1100, 900],
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
      ]),
    );
  });

  it("sets each route's medians against both floors' medians", () => {
    const get = report().pages.find((page) => page.path === "/get");

    expect(get?.vsFloors).toEqual({
      lcpToEmptyFloor: 1000 / 700,
      lcpToStyledFloor: 1000 / 1500,
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
      "performance",
      "cls",
      "first-load-js",
      "lazy-chunks",
      "interactive",
    ]);
  });

  it("reports /get's press and passes when every budget holds", () => {
    const { getInteractive, passed } = report();

    expect(getInteractive.formOnScreenMs).toMatchObject({
      median: 1650,
      min: 1600,
      max: 1700,
    });
    expect(getInteractive.interactiveMs.median).toBe(2750);
    expect(getInteractive.baselineMs).toBe(2800);
    expect(passed).toBe(true);
  });

  it("fails when one budget of one route fails", () => {
    expect(report({ getLcps: [1100, 1200, 1060] }).passed).toBe(false);
    expect(report({ baselineMs: 2700 }).passed).toBe(false);
  });

  it("survives a round trip through JSON unchanged", () => {
    const written = report();

    expect(JSON.parse(JSON.stringify(written))).toEqual(written);
  });
});
