/*
 * The seeded walk of Back and Forward presses that the Playwright timing spec and the
 * cross-engine journeys take through /get's history: the same seed walks the same presses.
 */

export type Press = "Back" | "Forward";

/** One burst of presses: where it ends, and the visitor's pause after each press. */
export type Burst = {
  presses: { press: Press; pauseMs: number }[];
  endIndex: number;
};

const MAX_PRESSES = 8;
const MAX_PAUSE_MS = 150;

/** A small seeded generator (mulberry32), so that a failing walk can be walked again. */
export function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** WALK_SEED when set, else a fresh seed: printed with the run so that it can be replayed. */
export function walkSeed(
  env: Record<string, string | undefined>,
  random: () => number = Math.random,
) {
  const given = env.WALK_SEED;
  if (given === undefined || given === "")
    return Math.floor(random() * 2 ** 31);
  const seed = Number(given);
  if (!Number.isInteger(seed))
    throw new Error(`WALK_SEED must be an integer, not "${given}".`);
  return seed;
}

/**
 * One to eight presses from history entry `index` of `lastIndex + 1`, with 0 to 150 ms between
 * them, never past either end: Back at the last entry, Forward at the first, else either.
 */
export function planBurst(
  random: () => number,
  index: number,
  lastIndex: number,
): Burst {
  const count = 1 + Math.floor(random() * MAX_PRESSES);
  const presses: Burst["presses"] = [];
  let at = index;
  for (let press = 0; press < count; press += 1) {
    const isBack = at === lastIndex || (at > 0 && random() < 0.5);
    at += isBack ? -1 : 1;
    presses.push({
      press: isBack ? "Back" : "Forward",
      pauseMs: Math.floor(random() * (MAX_PAUSE_MS + 1)),
    });
  }
  return { presses, endIndex: at };
}
