import type { BudgetId, Verdict } from "./budgets";
import { cpuAllowanceLine } from "./cpu-allowance";
import { EMPTY_FLOOR } from "./pages";
import type {
  BenchReport,
  PageResult,
  PressResult,
  SettledTapResult,
} from "./report";
import type { Spread } from "./spread";

const UNITS = {
  lcp: { digits: 0, unit: " ms" },
  tbt: { digits: 0, unit: " ms" },
  performance: { digits: 0, unit: "" },
  cls: { digits: 3, unit: "" },
  "first-load-js": { digits: 1, unit: " KB" },
  html: { digits: 1, unit: " KB" },
  "lazy-chunks": { digits: 0, unit: " requests" },
  interactive: { digits: 0, unit: " ms" },
  "country-list": { digits: 0, unit: " ms" },
} satisfies Record<BudgetId, { digits: number; unit: string }>;

const fixed = (value: number, digits = 0) => value.toFixed(digits);

/** The median, then the range in brackets. */
function withRange({ median, min, max }: Spread, digits = 0) {
  return `${fixed(median, digits)} (${fixed(min, digits)}–${fixed(max, digits)})`;
}

function row(page: PageResult) {
  const { vsFloors } = page;
  const js = page.isFloor
    ? fixed(page.firstLoadJsKb, 1)
    : `${fixed(page.firstLoadJsKb, 1)} (+${fixed(vsFloors.firstLoadJsOverEmptyFloorKb, 1)})`;
  return [
    page.name,
    withRange(page.lcp),
    page.name === EMPTY_FLOOR.name ? "" : fixed(vsFloors.lcpToEmptyFloor, 2),
    page.isFloor ? "" : fixed(vsFloors.lcpToStyledFloor, 2),
    fixed(page.fcp.median),
    withRange(page.tbt),
    fixed(page.cls.median, 3),
    withRange(page.performance),
    withRange(page.simulatedPerformance),
    withRange(page.simulatedLcp),
    js,
    fixed(page.htmlKb, 1),
  ];
}

const HEADER = [
  "page",
  "LCP ms",
  "÷ empty",
  "÷ styled",
  "FCP ms",
  "TBT ms",
  "CLS",
  "perf",
  "sim. perf",
  "sim. LCP ms",
  "first-load JS KB",
  "HTML KB",
];

const cells = (values: string[]) => `| ${values.join(" | ")} |`;

function verdictLine(page: string, { budget, rule, value, limit }: Verdict) {
  const { digits, unit } = UNITS[budget];
  return `- ${page}: ${rule}: ${fixed(value, digits)}${unit} against ${fixed(limit, digits)}${unit}`;
}

function pressLine({
  name,
  formOnScreenMs,
  pressMs,
  interactiveMs,
}: PressResult) {
  return `- ${name}: form on screen ${withRange(formOnScreenMs)} ms, tapped ${withRange(pressMs)} ms, login view ${withRange(interactiveMs)} ms`;
}

function settledTapLine({ name, drawnMs }: SettledTapResult) {
  return `- ${name}: ${withRange(drawnMs)} ms`;
}

/**
 * The printed summary of a report: its ruler, its table, the presses, the taps on settled pages
 * and the budgets that failed.
 */
export function formatTable(report: BenchReport) {
  const { ruler, pages, presses, settledTaps } = report;
  const { calibration, cpu, duringLoads } = ruler;
  const verdicts = pages.flatMap((page) =>
    page.budgets.map((verdict) => ({ page: page.name, verdict })),
  );
  const failed = verdicts.filter(({ verdict }) => !verdict.pass);
  return [
    `Lighthouse mobile preset, real (devtools) throttling, median of ${ruler.runs} interleaved ${ruler.runs === 1 ? "round" : "rounds"} (range in brackets). LCP ÷ the empty Next page's and ÷ the styled one's; "sim." is Lighthouse's simulated throttling, a second opinion under no budget.`,
    calibration.pinned
      ? `CPU slowed ${fixed(calibration.cpuSlowdownMultiplier, 2)}×, as BENCH_CPU_SLOWDOWN pins it (not calibrated on this run).`
      : `CPU slowed ${fixed(calibration.cpuSlowdownMultiplier, 2)}× from this machine's BenchmarkIndex ${fixed(calibration.benchmarkIndex)} (runs ${calibration.benchmarkIndexRuns.map((run) => fixed(run)).join(", ")}), to stand in for ${calibration.target}.`,
    `Measured again before each load, the index was ${withRange(duringLoads.benchmarkIndex)}, which would slow it ${fixed(duringLoads.cpuSlowdownMultiplier, 2)}×.`,
    cpuAllowanceLine(cpu),
    "",
    cells(HEADER),
    cells(HEADER.map(() => "---")),
    ...pages.map((page) => cells(row(page))),
    "",
    "Login tapped as soon as it is on screen, same throttling:",
    ...presses.map(pressLine),
    "",
    "A tap once the page has settled, same CPU slowdown, until what it does is drawn:",
    ...settledTaps.map(settledTapLine),
    "",
    failed.length === 0
      ? `All ${verdicts.length} budgets met.`
      : `Over budget (${failed.length} of ${verdicts.length}):\n${failed.map(({ page, verdict }) => verdictLine(page, verdict)).join("\n")}`,
  ].join("\n");
}
