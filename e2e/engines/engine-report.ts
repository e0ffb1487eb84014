import type { EngineName } from "./engine-page";

export const ENGINE_LABELS = {
  firefox: "Firefox",
  webkit: "WebKit",
} as const satisfies Record<EngineName, string>;

export type JourneyResult = {
  engine: EngineName;
  width: number;
  journey: string;
  name: string;
  passed: boolean;
  ms: number;
  error?: string;
  /** What replays the run, such as its WALK_SEED. */
  note?: string;
};

export type EngineReport = {
  engines: {
    engine: EngineName;
    label: string;
    passed: number;
    failed: number;
    /** Why none of its journeys ran, when none did. */
    notRun?: string;
  }[];
  results: JourneyResult[];
};

/** The report `npm test` reads: each engine's counts, then every result. */
export function engineReport(
  engines: EngineName[],
  results: JourneyResult[],
  notRun: Partial<Record<EngineName, string>> = {},
): EngineReport {
  return {
    engines: engines.map((engine) => {
      const own = results.filter((result) => result.engine === engine);
      const passed = own.filter((result) => result.passed).length;
      return {
        engine,
        label: ENGINE_LABELS[engine],
        passed,
        failed: own.length - passed,
        ...(notRun[engine] ? { notRun: notRun[engine] } : {}),
      };
    }),
    results,
  };
}

/** `Firefox: 24 passed, 0 failed`, one line per engine. */
export function engineCountLines(report: EngineReport) {
  return report.engines.map(
    ({ label, passed, failed }) =>
      `${label}: ${passed} passed, ${failed} failed`,
  );
}

export function engineTotals(report: EngineReport | undefined) {
  return (report?.engines ?? []).reduce(
    (totals, { passed, failed }) => ({
      passed: totals.passed + passed,
      failed: totals.failed + failed,
    }),
    { passed: 0, failed: 0 },
  );
}

/** The line printed as a journey ends; a failure's message follows, indented. */
export function resultLine(result: JourneyResult) {
  const mark = result.passed ? "✓" : "✗";
  const seconds = (result.ms / 1000).toFixed(1);
  const note = result.note ? ` [${result.note}]` : "";
  const head = `${mark} ${ENGINE_LABELS[result.engine].padEnd(7)} ${String(result.width).padStart(4)} px  ${result.name} (${seconds} s)${note}`;
  if (result.passed || !result.error) return head;
  return `${head}\n${result.error
    .split("\n")
    .map((line) => `      ${line}`)
    .join("\n")}`;
}
