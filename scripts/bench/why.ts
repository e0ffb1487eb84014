// What `--why` prints: each page's requests up to its observed LCP, and what Lighthouse's
// simulation (Lantern) actually charged to its simulated LCP, read from its own LCP graph. That
// is not "every request that started before the paint": Lantern keeps the requests that *ended*
// before the observed LCP, minus the scripts it can prove ran after it, plus everything those
// depend on. Its proof needs the script's EvaluateScript task in the graph, and the graph drops
// tasks under 10 ms, so a small chunk that arrived before the paint is charged even when it ran
// after it. Deep imports of Lighthouse's internals: its version is pinned.
import type { Artifacts, Result } from "lighthouse";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";

export type Request = {
  url: string;
  type: string;
  /** Milliseconds from the navigation, observed or simulated. */
  start: number;
  end: number;
  kb: number;
};

/** The requests of the pessimistic LCP graph, its main-thread time and when that path ends. */
export type ChargedPath = { requests: Request[]; cpuMs: number; endMs: number };

type NetworkRequestsDetails = {
  items: {
    url: string;
    resourceType: string;
    networkRequestTime: number;
    networkEndTime: number;
    transferSize: number;
  }[];
  debugData: { networkStartTimeTs: number };
};
type MetricsDetails = { items: { observedLargestContentfulPaintTs: number }[] };

/** Requests that started before the largest paint Chromium observed: the waterfall up to it. */
export function requestsBeforeLcp(lhr: Result): Request[] {
  const network = lhr.audits["network-requests"]
    ?.details as unknown as NetworkRequestsDetails;
  const metrics = (lhr.audits.metrics?.details as unknown as MetricsDetails)
    .items[0];
  if (!metrics) throw new Error("Lighthouse reported no metrics");
  const lcpMs =
    (metrics.observedLargestContentfulPaintTs -
      network.debugData.networkStartTimeTs) /
    1000;
  return network.items
    .filter((item) => item.networkRequestTime < lcpMs)
    .map((item) => ({
      url: item.url,
      type: item.resourceType,
      start: item.networkRequestTime,
      end: item.networkEndTime,
      kb: item.transferSize / 1024,
    }));
}

/** The pessimistic estimate is the larger of Lantern's two: the reported LCP averages both. */
export async function chargedToLcp(
  lhr: Result,
  artifacts: Artifacts,
): Promise<ChargedPath> {
  const lcp = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    },
    { computedCache: new Map() },
  );
  const timings = [...lcp.pessimisticEstimate.nodeTimings.entries()];
  const requests = timings.flatMap(([node, timing]) =>
    node.type === "network"
      ? [
          {
            url: node.request.url,
            type: node.request.resourceType ?? "Other",
            kb: node.request.transferSize / 1024,
            start: timing.startTime,
            end: timing.endTime,
          },
        ]
      : [],
  );
  const cpuMs = timings
    .filter(([node]) => node.type === "cpu")
    .reduce((sum, [, timing]) => sum + timing.duration, 0);
  return {
    requests: requests.sort((a, b) => a.end - b.end),
    cpuMs,
    endMs: lcp.pessimisticEstimate.timeInMs,
  };
}

function requestLine({ start, end, kb, type, url }: Request) {
  const where = url.startsWith("http://127.0.0.1")
    ? new URL(url).pathname
    : url;
  return `  ${start.toFixed(0).padStart(5)}–${end.toFixed(0).padStart(5)} ms  ${kb.toFixed(1).padStart(6)} KB  ${type.padEnd(10)} ${where}`;
}

/** The two lists of one page, each from the run whose LCP is that ruler's median. */
export function whyLines(
  name: string,
  waterfall: Request[],
  charged: ChargedPath | undefined,
) {
  const lines = [
    `\nRequests started before the observed LCP on ${name} (median run, real throttling):`,
    ...waterfall.map(requestLine),
  ];
  if (charged)
    lines.push(
      `\nWhat the simulation charged to the LCP on ${name} (median run, simulated ms): these requests and ${charged.cpuMs.toFixed(0)} ms of main-thread work, ending at ${charged.endMs.toFixed(0)} ms`,
      ...charged.requests.map(requestLine),
    );
  return lines;
}
