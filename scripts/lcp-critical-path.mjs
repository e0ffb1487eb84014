// What Lighthouse's simulation (Lantern) actually charged to a run's LCP, read from its own LCP
// graph. It is not "every request that started before the paint": Lantern keeps the requests
// that *ended* before the observed LCP, minus the scripts it can prove ran after it, plus
// everything those depend on. Its proof needs the script's EvaluateScript task in the graph, and
// the graph drops tasks under 10 ms, so a small chunk that arrived before the paint is charged
// even when it ran after it. Deep imports of Lighthouse's internals: its version is pinned.
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";

/**
 * The network requests of the pessimistic LCP graph (the larger of Lantern's two) with their
 * simulated start and end, the simulated main-thread time on that path, and when the path ends:
 * the pessimistic estimate, which the reported LCP averages with the optimistic one.
 */
export async function lcpCriticalPath(lhr, artifacts) {
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
  const requests = timings
    .filter(([node]) => node.type === "network")
    .map(([node, timing]) => ({
      url: node.request.url,
      type: node.request.resourceType,
      kb: node.request.transferSize / 1024,
      start: timing.startTime,
      end: timing.endTime,
    }))
    .sort((a, b) => a.end - b.end);
  const cpuMs = timings
    .filter(([node]) => node.type === "cpu")
    .reduce((sum, [, timing]) => sum + timing.duration, 0);
  return { requests, cpuMs, endMs: lcp.pessimisticEstimate.timeInMs };
}
