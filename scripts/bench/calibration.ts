/**
 * The CPU slowdown that makes this machine stand in for one target device: the mid-range Android
 * phone Lighthouse's mobile preset emulates (its default 4× is that phone's slowdown from a
 * desktop whose BenchmarkIndex is about 1,533). The steps are the ones Lighthouse's throttling
 * guide points to for calibrating a multiplier from a machine's BenchmarkIndex: 150 is already
 * that phone (1×), 800 is 2×, 1,300 is 3×, and each 233 above adds one. A slower or busier
 * machine measures a lower index and is slowed less, so every machine lands on the same phone.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`No BenchmarkIndex to calibrate from (${benchmarkIndex})`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // Below 150 the machine is slower than the phone: it cannot be sped up, only left unthrottled.
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * What the bench ran under: the machine's index and the slowdown taken from it, or a slowdown
 * pinned by `BENCH_CPU_SLOWDOWN` (an earlier run's, to measure under the same ruler again).
 */
export type Calibration = {
  target: string;
  cpuSlowdownMultiplier: number;
} & (
  | {
      pinned: false;
      /** Lighthouse's BenchmarkIndex of every calibration run, and the median used. */
      benchmarkIndexRuns: number[];
      benchmarkIndex: number;
    }
  | { pinned: true }
);

/** The slowdown `BENCH_CPU_SLOWDOWN` pins, if it is set. */
export function pinnedSlowdown(value: string | undefined): number | undefined {
  if (!value) return undefined;
  const slowdown = Number(value);
  if (!Number.isFinite(slowdown) || slowdown < 1)
    throw new Error(
      `BENCH_CPU_SLOWDOWN is a slowdown of 1 or more, such as 2.89 (not ${value})`,
    );
  return slowdown;
}

export const TARGET_DEVICE =
  "Lighthouse's mobile reference: a mid-range Android phone (4× from a 1,533-index desktop)";
