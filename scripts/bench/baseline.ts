import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const BASELINE = join("scripts", "bench", "baseline.json");

/** When /get's first press took effect on the commit changes are compared against. */
export type Baseline = { getInteractiveMs: number; recorded: string };

export function readBaseline() {
  return JSON.parse(readFileSync(BASELINE, "utf8")) as Baseline;
}

export function writeBaseline(baseline: Baseline) {
  writeFileSync(BASELINE, `${JSON.stringify(baseline, null, 2)}\n`);
}
