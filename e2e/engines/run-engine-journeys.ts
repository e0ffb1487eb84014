import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

import { firefox, webkit } from "@playwright/test";

import { startServeOut } from "../../scripts/serve-out-process";
import {
  findFirefox,
  findWebKit,
  installPlaywrightBrowser,
  missingLine,
} from "./engine-binaries";
import type { Engine, EngineName, EnginePage, Viewport } from "./engine-page";
import {
  ENGINE_LABELS,
  engineCountLines,
  engineReport,
  resultLine,
  type JourneyResult,
} from "./engine-report";
import { firefoxContrastPrefs, type ContrastTheme } from "./contrast-theme";
import { startFirefox } from "./firefox-engine";
import { journeys } from "./journeys";
import { startLoopbackGate, type LoopbackGate } from "./loopback-gate";
import { startPlaywrightEngine } from "./playwright-engine";
import { startWebKit } from "./webkit-engine";
import { plannedRuns, readRunOptions, type PlannedRun } from "./run-options";
import { TimeoutError, withTimeout } from "./with-timeout";

const OUT = "out";
const SCREENSHOTS = join("test-results", "engines");
const REPORT = join(".reports", "engines.json");

// Hard limits, so that a hung browser fails its journeys instead of the whole run.
const START_TIMEOUT_MS = 60_000;
const PAGE_TIMEOUT_MS = 30_000;
const JOURNEY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

function failedRun(
  engine: EngineName,
  { viewport, journey }: PlannedRun,
  error: string,
): JourneyResult {
  return {
    engine,
    width: viewport.width,
    journey: journey.id,
    name: journey.name,
    passed: false,
    ms: 0,
    error,
  };
}

function messageOf(error: unknown) {
  // A driver whose browser died throws errors with no message: their name is all there is.
  return error instanceof Error ? error.message || error.name : String(error);
}

/** Whether the engine still opens and closes a tab: after a failure, was it the browser that died? */
async function isAnswering(engine: Engine, viewport: Viewport) {
  try {
    const page = await withTimeout(
      engine.newPage(viewport),
      PAGE_TIMEOUT_MS,
      "Opening a tab",
    );
    await withTimeout(page.close(), STOP_TIMEOUT_MS, "Closing the tab");
    return true;
  } catch {
    return false;
  }
}

/** One journey in a fresh tab: passed when it ends and the page reported nothing wrong. */
async function runJourney(
  engine: Engine,
  engineName: EngineName,
  { viewport, journey }: PlannedRun,
  env: Record<string, string | undefined>,
): Promise<{ result: JourneyResult; isEngineStuck: boolean }> {
  const started = Date.now();
  const notes: string[] = [];
  let page: EnginePage | undefined;
  let error: string | undefined;
  let isEngineStuck = false;
  try {
    page = await withTimeout(
      engine.newPage(viewport),
      PAGE_TIMEOUT_MS,
      "Opening a tab",
    );
    await withTimeout(
      journey.run(page, {
        engine: engineName,
        viewport,
        env,
        note: (text) => notes.push(text),
        screenshotFile: (route) =>
          join(SCREENSHOTS, `${engineName}-${viewport.width}-${route}.png`),
      }),
      JOURNEY_TIMEOUT_MS,
      "The journey",
    );
  } catch (thrown) {
    error = messageOf(thrown);
    isEngineStuck = thrown instanceof TimeoutError;
  }
  if (page && !isEngineStuck) {
    try {
      const problems = await withTimeout(
        page.problems(),
        STOP_TIMEOUT_MS,
        "Reading the page's problems",
      );
      if (problems.length > 0)
        error = [
          ...(error ? [error] : []),
          "The page reported:",
          ...problems.map((problem) => `  ${problem}`),
        ].join("\n");
      await withTimeout(page.close(), STOP_TIMEOUT_MS, "Closing the tab");
    } catch (thrown) {
      error ??= messageOf(thrown);
      isEngineStuck = true;
    }
  }
  return {
    result: {
      engine: engineName,
      width: viewport.width,
      journey: journey.id,
      name: journey.name,
      passed: error === undefined,
      ms: Date.now() - started,
      ...(error === undefined ? {} : { error }),
      ...(notes.length > 0 ? { note: notes.join(", ") } : {}),
    },
    isEngineStuck,
  };
}

function starterFor(
  engineName: EngineName,
  origin: string,
  gate: LoopbackGate,
):
  | { start: (contrastTheme?: ContrastTheme) => Promise<Engine> }
  | { missing: string } {
  const label = ENGINE_LABELS[engineName];
  // Debian's engines where they are installed (docs/testing.md); elsewhere, macOS, Windows or
  // another Linux, Playwright's own builds stand in for them.
  let debianMissing: string | undefined;
  if (process.platform === "linux" && engineName === "firefox") {
    const found = findFirefox();
    if ("binaries" in found)
      return {
        start: (contrastTheme) =>
          startFirefox(found.binaries, origin, contrastTheme),
      };
    debianMissing = missingLine(label, found.missing);
  }
  if (process.platform === "linux" && engineName === "webkit") {
    const found = findWebKit();
    if ("binaries" in found)
      return { start: () => startWebKit(found.binaries, origin, gate) };
    debianMissing = missingLine(label, found.missing);
  }
  const browserType = engineName === "firefox" ? firefox : webkit;
  const missing = installPlaywrightBrowser(browserType);
  if (!missing)
    return {
      start: (contrastTheme) =>
        startPlaywrightEngine(
          browserType,
          origin,
          contrastTheme && {
            launch: { firefoxUserPrefs: firefoxContrastPrefs(contrastTheme) },
          },
        ),
    };
  return {
    missing: debianMissing
      ? `${debianMissing}; and ${missing}`
      : `${label}: not run, ${missing}`,
  };
}

/**
 * `npm run test:engines`: the journeys in Firefox, then in WebKit, at each width, against out/
 * served as `npm run serve` does. Prints a line per journey and writes .reports/engines.json;
 * every process it started is stopped on the way out, Ctrl-C included.
 */
export async function runEngineJourneys(
  env: Record<string, string | undefined>,
): Promise<boolean> {
  const options = readRunOptions(env, journeys);
  if (!existsSync(OUT)) {
    console.error("No out/ to test: run npm run build first.");
    return false;
  }
  mkdirSync(SCREENSHOTS, { recursive: true });

  const stops: (() => Promise<void>)[] = [];
  const stopEverything = async () => {
    for (const stop of stops.splice(0).reverse())
      await withTimeout(stop(), STOP_TIMEOUT_MS, "Stopping").catch(() => {});
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.log(`\n${signal}: stopping the browsers and the server…`);
    void stopEverything().finally(() => process.exit(130));
  };
  const signals: NodeJS.Signals[] = ["SIGINT", "SIGTERM", "SIGHUP"];
  for (const signal of signals) process.once(signal, onSignal);

  const results: JourneyResult[] = [];
  const notRun: Partial<Record<EngineName, string>> = {};
  try {
    const server = await startServeOut(OUT, options.port);
    stops.push(server.stop);
    const gate = await startLoopbackGate();
    stops.push(gate.stop);
    const counts = options.engines.map(
      (name) =>
        `${plannedRuns(options, name).length} in ${ENGINE_LABELS[name]}`,
    );
    console.log(
      `Journey runs: ${counts.join(", ")}, against ${OUT}/ on ${server.origin}`,
    );

    for (const engineName of options.engines) {
      const runs = plannedRuns(options, engineName);
      const starter = starterFor(engineName, server.origin, gate);
      if ("missing" in starter) {
        console.log(starter.missing);
        notRun[engineName] = starter.missing;
        results.push(
          ...runs.map((run) => failedRun(engineName, run, starter.missing)),
        );
        continue;
      }
      let engine: Engine | undefined;
      let engineTheme: ContrastTheme | undefined;
      const startEngine = async (contrastTheme?: ContrastTheme) => {
        engine = await withTimeout(
          starter.start(contrastTheme),
          START_TIMEOUT_MS,
          `Starting ${ENGINE_LABELS[engineName]}`,
        );
        engineTheme = contrastTheme;
        const started = engine;
        stops.push(() => started.stop());
      };
      for (const run of runs) {
        if (engine && engineTheme !== run.journey.contrastTheme) {
          await withTimeout(engine.stop(), STOP_TIMEOUT_MS, "Stopping").catch(
            () => {},
          );
          engine = undefined;
        }
        if (!engine) {
          try {
            await startEngine(run.journey.contrastTheme);
          } catch (error) {
            const line = `${ENGINE_LABELS[engineName]} did not start: ${messageOf(error)}`;
            console.log(line);
            notRun[engineName] = line;
            results.push(
              ...runs
                .slice(runs.indexOf(run))
                .map((left) => failedRun(engineName, left, line)),
            );
            break;
          }
        }
        let { result, isEngineStuck } = await runJourney(
          engine!,
          engineName,
          run,
          env,
        );
        const hasBrowserDied =
          !result.passed &&
          !isEngineStuck &&
          !(await isAnswering(engine!, run.viewport));
        if (isEngineStuck || hasBrowserDied) {
          // A browser that hung or died is not trusted with the next journey: it starts again.
          await withTimeout(engine!.stop(), STOP_TIMEOUT_MS, "Stopping").catch(
            () => {},
          );
          engine = undefined;
        }
        if (hasBrowserDied) {
          // The browser, not the page, failed that run: it is run once more in a new one, and
          // the line says so. A page that fails again fails.
          const again = await startEngine(run.journey.contrastTheme).then(
            () => runJourney(engine!, engineName, run, env),
            (error: unknown) => ({
              result: {
                ...result,
                error: `${result.error}\n${ENGINE_LABELS[engineName]} did not start again: ${messageOf(error)}`,
              },
              isEngineStuck: false,
            }),
          );
          result = {
            ...again.result,
            note: [
              again.result.note,
              `run again: ${ENGINE_LABELS[engineName]} stopped answering during the first run (${result.error})`,
            ]
              .filter(Boolean)
              .join(", "),
          };
          isEngineStuck = again.isEngineStuck;
          if (isEngineStuck) {
            await withTimeout(
              engine!.stop(),
              STOP_TIMEOUT_MS,
              "Stopping",
            ).catch(() => {});
            engine = undefined;
          }
        }
        results.push(result);
        console.log(resultLine(result));
      }
      if (engine)
        await withTimeout(engine.stop(), STOP_TIMEOUT_MS, "Stopping").catch(
          () => {},
        );
    }
  } finally {
    await stopEverything();
    for (const signal of signals) process.off(signal, onSignal);
  }

  const report = engineReport(options.engines, results, notRun);
  mkdirSync(dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
  console.log("");
  for (const line of engineCountLines(report)) console.log(line);
  console.log(`Screenshots in ${SCREENSHOTS}/, report in ${REPORT}.`);
  return report.engines.every(({ failed }) => failed === 0);
}
