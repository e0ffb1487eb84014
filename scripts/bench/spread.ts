/** A figure measured once per round: its median, its range and every run, in round order. */
export type Spread = {
  median: number;
  min: number;
  max: number;
  runs: number[];
};

export function median(values: readonly number[]) {
  if (values.length === 0) throw new Error("No run to take a median of");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function spread(runs: readonly number[]): Spread {
  return {
    median: median(runs),
    min: Math.min(...runs),
    max: Math.max(...runs),
    runs: [...runs],
  };
}

/** The run whose figure is the median (the lower middle one for an even count): a real load. */
export function medianRun<Run>(
  runs: readonly Run[],
  figure: (run: Run) => number,
) {
  const sorted = [...runs].sort((a, b) => figure(a) - figure(b));
  const run = sorted[Math.floor((sorted.length - 1) / 2)];
  if (run === undefined) throw new Error("No run to choose from");
  return run;
}
