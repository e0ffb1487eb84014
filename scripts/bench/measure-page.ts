import lighthouse from "lighthouse";
import type { Flags, RunnerResult } from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";

import {
  chargedToLcp,
  requestsBeforeLcp,
  type ChargedPath,
  type Request,
} from "./why";

/** One load under the preset's network and CPU slowdown applied for real: what a visitor sees. */
export type ObservedRun = {
  performance: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** The BenchmarkIndex Lighthouse measured just before this load, unthrottled. */
  benchmarkIndex: number;
  /** Lazy chunks and third-party requests (the 3D runtime, its scene) started before the LCP. */
  lazyRequestsBeforeLcp: number;
  waterfall: Request[];
};

/** One load unthrottled, its figures simulated by Lighthouse (its default): a second opinion. */
export type SimulatedRun = {
  performance: number;
  lcp: number;
  charged?: ChargedPath;
};

type Throttling = NonNullable<Flags["throttlingMethod"]>;

const LIGHTHOUSE_TRIES = 6;

async function lighthouseRun(
  url: string,
  chromePort: number,
  throttlingMethod: Throttling,
  cpuSlowdownMultiplier: number,
) {
  // A run Lighthouse could not score is repeated, never counted as 0. Its trace lacked an event
  // Lighthouse reads (NO_NAVSTART, "run Lighthouse again"): about one load in eight on a machine
  // held to half a core, where three tries in a row once failed on one page.
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      logLevel: "error",
      onlyCategories: ["performance"],
      throttlingMethod,
      // The preset's network, and the CPU slowdown calibrated for this machine (calibration.ts).
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
    });
    if (result && typeof result.lhr.categories.performance?.score === "number")
      return result;
    const why = result?.lhr.runtimeError?.code ?? "no performance score";
    if (attempt === LIGHTHOUSE_TRIES)
      throw new Error(
        `Lighthouse could not score ${url} in ${attempt} tries (${why})`,
      );
    console.warn(`Lighthouse could not score ${url} (${why}): run repeated`);
  }
}

function figures({ lhr }: RunnerResult) {
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse reported no ${id}`);
    return value;
  };
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: metric("largest-contentful-paint"),
    fcp: metric("first-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
  };
}

/**
 * This machine's BenchmarkIndex as Lighthouse measures it before a run, from `runs` unthrottled
 * loads of `url`: what the CPU slowdown is calibrated from.
 */
export async function measureBenchmarkIndex(
  url: string,
  chromePort: number,
  runs: number,
): Promise<number[]> {
  const indexes: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const { lhr } = await lighthouseRun(url, chromePort, "provided", 1);
    indexes.push(lhr.environment.benchmarkIndex);
  }
  return indexes;
}

/**
 * The page's observed run, then its simulated one. `firstLoadScripts` are the paths its HTML asks
 * for; `withCharged` also reads what the simulation charged to its LCP (slow: `--why` only).
 */
export async function measurePage(
  url: string,
  chromePort: number,
  firstLoadScripts: Set<string>,
  withCharged: boolean,
  cpuSlowdownMultiplier: number,
): Promise<{ observed: ObservedRun; simulated: SimulatedRun }> {
  const { origin } = new URL(url);
  const observedResult = await lighthouseRun(
    url,
    chromePort,
    "devtools",
    cpuSlowdownMultiplier,
  );
  const waterfall = requestsBeforeLcp(observedResult.lhr);
  const isLazy = (request: Request) =>
    !request.url.startsWith(origin) ||
    (request.type === "Script" &&
      !firstLoadScripts.has(new URL(request.url).pathname));
  const observed = {
    ...figures(observedResult),
    benchmarkIndex: observedResult.lhr.environment.benchmarkIndex,
    lazyRequestsBeforeLcp: waterfall.filter(isLazy).length,
    waterfall,
  };

  const simulatedResult = await lighthouseRun(
    url,
    chromePort,
    "simulate",
    cpuSlowdownMultiplier,
  );
  const { performance, lcp } = figures(simulatedResult);
  const simulated = {
    performance,
    lcp,
    charged: withCharged
      ? await chargedToLcp(simulatedResult.lhr, simulatedResult.artifacts)
      : undefined,
  };
  return { observed, simulated };
}
