import {
  engineCountLines,
  engineReport,
  engineTotals,
  resultLine,
  type JourneyResult,
} from "@/e2e/engines/engine-report";

function result(overrides: Partial<JourneyResult>): JourneyResult {
  return {
    engine: "firefox",
    width: 390,
    journey: "faq",
    name: "the FAQ keeps one answer open per column",
    passed: true,
    ms: 2_340,
    ...overrides,
  };
}

describe("engineReport", () => {
  it("counts each engine's passes and failures apart", () => {
    const report = engineReport(
      ["firefox", "webkit"],
      [
        result({}),
        result({ width: 1280 }),
        result({ engine: "webkit" }),
        result({ engine: "webkit", passed: false, error: "no heading" }),
      ],
    );
    expect(report.engines).toEqual([
      { engine: "firefox", label: "Firefox", passed: 2, failed: 0 },
      { engine: "webkit", label: "WebKit", passed: 1, failed: 1 },
    ]);
  });

  it("says why an engine ran nothing, and counts its journeys as failed", () => {
    const why = "WebKit: not run, Xvfb not found";
    const report = engineReport(
      ["webkit"],
      [result({ engine: "webkit", passed: false, error: why })],
      { webkit: why },
    );
    expect(report.engines).toEqual([
      { engine: "webkit", label: "WebKit", passed: 0, failed: 1, notRun: why },
    ]);
  });

  it("lists an engine asked for that has no result yet with nothing counted", () => {
    expect(engineReport(["firefox"], []).engines).toEqual([
      { engine: "firefox", label: "Firefox", passed: 0, failed: 0 },
    ]);
  });
});

describe("engineCountLines and engineTotals", () => {
  const report = engineReport(
    ["firefox", "webkit"],
    [
      result({}),
      result({ passed: false }),
      result({ engine: "webkit" }),
      result({ engine: "webkit" }),
    ],
  );

  it("print one line per engine, as npm test closes with", () => {
    expect(engineCountLines(report)).toEqual([
      "Firefox: 1 passed, 1 failed",
      "WebKit: 2 passed, 0 failed",
    ]);
  });

  it("sum every engine for the closing line", () => {
    expect(engineTotals(report)).toEqual({ passed: 3, failed: 1 });
  });

  it("count nothing when there is no report", () => {
    expect(engineTotals(undefined)).toEqual({ passed: 0, failed: 0 });
  });
});

describe("resultLine", () => {
  it("names the engine, the width and the journey, with its time and note", () => {
    expect(resultLine(result({ note: "WALK_SEED=7" }))).toBe(
      "✓ Firefox  390 px  the FAQ keeps one answer open per column (2.3 s) [WALK_SEED=7]",
    );
  });

  it("follows a failure with its message, every line indented", () => {
    expect(
      resultLine(
        result({
          engine: "webkit",
          width: 1280,
          passed: false,
          error: "Waited 10 s for the h1\nThe page reported:",
        }),
      ),
    ).toBe(
      [
        "✗ WebKit  1280 px  the FAQ keeps one answer open per column (2.3 s)",
        "      Waited 10 s for the h1",
        "      The page reported:",
      ].join("\n"),
    );
  });
});
