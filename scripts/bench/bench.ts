import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Browser } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import type { LaunchedChrome } from "chrome-launcher";

import { CHROMIUM_ARGS, chromiumExecutable } from "../chromium-executable";
import { startServeOut } from "../serve-out-process";
import {
  type Calibration,
  cpuSlowdownFor,
  pinnedSlowdown,
  TARGET_DEVICE,
} from "./calibration";
import {
  cpuAllowanceLine,
  FEWEST_CORES,
  readCpuAllowance,
} from "./cpu-allowance";
import { buildFloors } from "./floors";
import { firstLoadJs } from "../first-load-scripts";
import { measureGetInteractive, type InteractiveRun } from "./get-interactive";
import { measureBenchmarkIndex, measurePage } from "./measure-page";
import { measureCountryListOpen, measureTapFloor } from "./settled-tap";
import {
  EMPTY_FLOOR,
  FORM_FLOOR,
  LIGHTHOUSE_PAGES,
  PAGES,
  ROUTE_PAGES,
  STYLED_FLOOR,
  type Page,
} from "./pages";
import { buildReport, type PageRuns } from "./report";
import { median, medianRun } from "./spread";
import { formatTable } from "./table";
import { whyLines } from "./why";

const REPORT = join(".reports", "bench.json");
const FLAGS = ["--why"];
// On a shared host the index swings up to twofold from one load to the next: the median of nine
// strays from the run's own about half as far as the median of three did (docs/performance.md).
const CALIBRATION_RUNS = 9;
// Outside the ports the end-to-end tests take (E2E_PORT 4321 and the four after it).
const DEFAULT_PORT = 4340;
// Nothing but loopback resolves: /get's scene host and every other third party fail at once.
const LOOPBACK_ONLY =
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1";

const progress = (line: string) => process.stderr.write(`${line}\n`);

function settings(args: string[], env: NodeJS.ProcessEnv) {
  const unknown = args.filter((arg) => !FLAGS.includes(arg));
  if (unknown.length > 0)
    throw new Error(
      `Unknown ${unknown.join(" ")}: the bench takes ${FLAGS.join(", ")}`,
    );
  const rounds = Number(env.BENCH_RUNS || 5);
  const port = Number(env.BENCH_PORT || DEFAULT_PORT);
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error("BENCH_RUNS is a whole number of rounds, 1 or more");
  return {
    rounds,
    port,
    pinned: pinnedSlowdown(env.BENCH_CPU_SLOWDOWN),
    why: args.includes("--why"),
  };
}

/** The slowdown from this machine's BenchmarkIndex, measured on the empty page unthrottled. */
async function calibrate(url: string, port: number): Promise<Calibration> {
  progress("Calibrating the CPU slowdown…");
  const benchmarkIndexRuns = await measureBenchmarkIndex(
    url,
    port,
    CALIBRATION_RUNS,
  );
  const benchmarkIndex = median(benchmarkIndexRuns);
  return {
    target: TARGET_DEVICE,
    benchmarkIndexRuns,
    benchmarkIndex,
    cpuSlowdownMultiplier: cpuSlowdownFor(benchmarkIndex),
    pinned: false,
  };
}

/** Each folder's out/ on a port of its own, from `port` on. */
async function serveFolders(port: number) {
  const folders = [...new Set(PAGES.map((page) => page.folder))];
  const servers = [];
  try {
    for (const [index, folder] of folders.entries())
      servers.push({
        folder,
        ...(await startServeOut(join(folder, "out"), port + index)),
      });
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    throw error;
  }
  return servers;
}

/**
 * `npm run bench` after the build: every page measured in `runs` interleaved rounds, the report
 * written and printed. Resolves to whether every budget holds.
 */
export async function bench(args: string[], env: NodeJS.ProcessEnv) {
  const { rounds, port, pinned, why } = settings(args, env);
  if (!existsSync(join("out", "index.html")))
    throw new Error("out/ is missing: run `npm run build` first.");
  const cpu = readCpuAllowance();
  if (cpu.allowance < FEWEST_CORES)
    progress(`Warning: ${cpuAllowanceLine(cpu)}`);
  progress("Building the three floors…");
  buildFloors();

  const measured = LIGHTHOUSE_PAGES.map((page) => {
    const out = join(page.folder, "out");
    const { scripts, kb } = firstLoadJs(out, page.file);
    const runs: PageRuns = {
      page,
      observed: [],
      simulated: [],
      firstLoadJsKb: kb,
      htmlKb: statSync(join(out, page.file)).size / 1024,
    };
    return { page, scripts, runs };
  });
  const runsOf = (page: Page) =>
    measured.find((entry) => entry.page === page)!.runs;
  const presses = new Map<string, InteractiveRun[]>();
  const formFloorPresses: InteractiveRun[] = [];
  const countryListOpens = new Map<string, number[]>();
  const tapFloor: number[] = [];
  let calibration: Calibration | undefined;

  const servers = await serveFolders(port);
  const originOf = (page: Page) =>
    servers.find((server) => server.folder === page.folder)!.origin;
  const executablePath = chromiumExecutable();
  const flags = [...CHROMIUM_ARGS, LOOPBACK_ONLY];
  let chrome: LaunchedChrome | undefined;
  let browser: Browser | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: executablePath,
      chromeFlags: ["--headless=new", ...flags],
    });
    browser = await chromium.launch({ executablePath, args: flags });
    calibration = pinned
      ? { target: TARGET_DEVICE, cpuSlowdownMultiplier: pinned, pinned: true }
      : await calibrate(`${originOf(EMPTY_FLOOR)}/`, chrome.port);
    const slowdown = calibration.cpuSlowdownMultiplier;
    progress(
      calibration.pinned
        ? `CPU slowed ${slowdown.toFixed(2)}×, as BENCH_CPU_SLOWDOWN pins it.`
        : `BenchmarkIndex ${Math.round(calibration.benchmarkIndex)}: CPU slowed ${slowdown.toFixed(2)}×.`,
    );
    const press = (page: Page) =>
      measureGetInteractive(
        browser!,
        `${originOf(page)}${page.path}`,
        page.press!,
        slowdown,
      );
    for (let round = 1; round <= rounds; round += 1) {
      progress(`Round ${round} of ${rounds}…`);
      formFloorPresses.push(await press(FORM_FLOOR));
      tapFloor.push(
        await measureTapFloor(
          browser,
          `${originOf(FORM_FLOOR)}${FORM_FLOOR.path}`,
          FORM_FLOOR.press!,
          slowdown,
        ),
      );
      for (const { page, scripts, runs } of measured) {
        const url = `${originOf(page)}${page.path}`;
        const { observed, simulated } = await measurePage(
          url,
          chrome.port,
          scripts,
          why,
          slowdown,
        );
        runs.observed.push(observed);
        runs.simulated.push(simulated);
        if (page.press)
          presses.set(page.name, [
            ...(presses.get(page.name) ?? []),
            await press(page),
          ]);
        if (page.countryList)
          countryListOpens.set(page.name, [
            ...(countryListOpens.get(page.name) ?? []),
            await measureCountryListOpen(
              browser,
              url,
              page.countryList,
              slowdown,
            ),
          ]);
      }
    }
  } finally {
    await browser?.close();
    chrome?.kill();
    await Promise.all(servers.map((server) => server.stop()));
  }

  if (!calibration) throw new Error("The bench ended before it calibrated");
  const report = buildReport({
    emptyFloor: runsOf(EMPTY_FLOOR),
    styledFloor: runsOf(STYLED_FLOOR),
    routes: ROUTE_PAGES.map(runsOf),
    presses,
    formFloorPresses,
    countryListOpens,
    tapFloor,
    calibration,
    cpu,
    measuredAt: new Date().toISOString(),
  });
  mkdirSync(".reports", { recursive: true });
  writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);

  console.log(formatTable(report));
  if (why)
    for (const { page, runs } of measured)
      console.log(
        whyLines(
          page.name,
          medianRun(runs.observed, (run) => run.lcp).waterfall,
          medianRun(runs.simulated, (run) => run.lcp).charged,
        ).join("\n"),
      );
  console.log(`\nWrote ${REPORT}.`);
  return report.passed;
}
