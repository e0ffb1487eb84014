import { budgets, evaluateBudgets } from "@/scripts/bench/budgets";

import { budgetedFigures } from "./bench-fixtures";

const emptyFloor = budgetedFigures({
  lcp: 700,
  performance: 99,
  firstLoadJsKb: 130,
});
/** /get's country list opening as quickly as the tap floor's heading is swapped. */
const COUNTRY_LIST = { openMs: 120, tapFloorMs: 120 };
const verdictOf = (
  verdicts: ReturnType<typeof evaluateBudgets>,
  budget: string,
) => verdicts.find((verdict) => verdict.budget === budget);

describe("evaluateBudgets", () => {
  it("holds a route whose every figure is within its budget", () => {
    const route = budgetedFigures({
      lcp: 910,
      tbt: 120,
      performance: 97,
      cls: 0.01,
      firstLoadJsKb: 148,
    });

    const verdicts = evaluateBudgets(route, emptyFloor, budgets["/"]);

    expect(verdicts.map((verdict) => verdict.budget)).toEqual([
      "lcp",
      "tbt",
      "performance",
      "cls",
      "first-load-js",
      "html",
    ]);
    expect(verdicts.every((verdict) => verdict.pass)).toBe(true);
  });

  it("fails an observed LCP more than 1.3 times the empty page's", () => {
    const verdicts = evaluateBudgets(
      budgetedFigures({ lcp: 911 }),
      emptyFloor,
      budgets["/token"],
    );

    expect(verdictOf(verdicts, "lcp")).toMatchObject({
      value: 911,
      limit: 910,
      pass: false,
    });
  });

  it("fails a total blocking time more than 100 ms over the empty page's", () => {
    const verdicts = evaluateBudgets(
      budgetedFigures({ tbt: 121 }),
      emptyFloor,
      budgets["/"],
    );

    expect(verdictOf(verdicts, "tbt")).toMatchObject({
      value: 121,
      limit: 120,
      pass: false,
    });
  });

  it("fails a performance score more than 2 points under the empty page's", () => {
    const verdicts = evaluateBudgets(
      budgetedFigures({ performance: 96 }),
      emptyFloor,
      budgets["/privacy"],
    );

    expect(verdictOf(verdicts, "performance")).toMatchObject({
      value: 96,
      limit: 97,
      isAtMost: false,
      pass: false,
    });
  });

  it("fails a layout shift over 0.01", () => {
    const verdicts = evaluateBudgets(
      budgetedFigures({ cls: 0.011 }),
      emptyFloor,
      budgets["/"],
    );

    expect(verdictOf(verdicts, "cls")?.pass).toBe(false);
  });

  it("gives /get 40 KB of first-load JavaScript over the floor, the other routes 18", () => {
    const route = budgetedFigures({ firstLoadJsKb: 160 });

    expect(
      verdictOf(
        evaluateBudgets(route, emptyFloor, budgets["/"]),
        "first-load-js",
      ),
    ).toMatchObject({ limit: 148, pass: false });
    expect(
      verdictOf(
        evaluateBudgets(
          route,
          emptyFloor,
          budgets["/get"],
          { interactiveMs: 2000, formFloorMs: 2000 },
          COUNTRY_LIST,
        ),
        "first-load-js",
      ),
    ).toMatchObject({ limit: 170, pass: true });
  });

  it("holds the home page to 170 KB of raw HTML, every other route to 140", () => {
    const route = budgetedFigures({ htmlKb: 155 });

    expect(
      verdictOf(evaluateBudgets(route, emptyFloor, budgets["/"]), "html"),
    ).toMatchObject({ value: 155, limit: 170, pass: true });
    expect(
      verdictOf(evaluateBudgets(route, emptyFloor, budgets["/token"]), "html"),
    ).toMatchObject({ value: 155, limit: 140, pass: false });
  });

  it("fails /get when a lazy chunk or third-party request starts before its LCP", () => {
    const verdicts = evaluateBudgets(
      budgetedFigures({ lazyRequestsBeforeLcp: 1 }),
      emptyFloor,
      budgets["/get"],
      { interactiveMs: 2000, formFloorMs: 2000 },
      COUNTRY_LIST,
    );

    expect(verdictOf(verdicts, "lazy-chunks")?.pass).toBe(false);
  });

  it("holds /get's first press to 1.3 times the same press on the form floor, measured beside it", () => {
    const onTime = evaluateBudgets(
      budgetedFigures(),
      emptyFloor,
      budgets["/get"],
      { interactiveMs: 2600, formFloorMs: 2000 },
      COUNTRY_LIST,
    );
    const late = evaluateBudgets(
      budgetedFigures(),
      emptyFloor,
      budgets["/get"],
      { interactiveMs: 2601, formFloorMs: 2000 },
      COUNTRY_LIST,
    );

    expect(verdictOf(onTime, "interactive")?.pass).toBe(true);
    expect(verdictOf(late, "interactive")?.pass).toBe(false);
  });

  it("holds the opening of /get's country list to 5 times a tap on the form floor, measured beside it", () => {
    const press = { interactiveMs: 2000, formFloorMs: 2000 };
    const open = (openMs: number) =>
      verdictOf(
        evaluateBudgets(budgetedFigures(), emptyFloor, budgets["/get"], press, {
          openMs,
          tapFloorMs: 120,
        }),
        "country-list",
      );

    expect(open(600)).toMatchObject({ limit: 600, pass: true });
    expect(open(601)?.pass).toBe(false);
    expect(
      verdictOf(
        evaluateBudgets(budgetedFigures(), emptyFloor, budgets["/token"]),
        "country-list",
      ),
    ).toBeUndefined();
  });

  it("needs /get's interactive time and its country list's opening to judge /get", () => {
    expect(() =>
      evaluateBudgets(budgetedFigures(), emptyFloor, budgets["/get"]),
    ).toThrow();
    expect(() =>
      evaluateBudgets(budgetedFigures(), emptyFloor, budgets["/get"], {
        interactiveMs: 2000,
        formFloorMs: 2000,
      }),
    ).toThrow();
  });
});
