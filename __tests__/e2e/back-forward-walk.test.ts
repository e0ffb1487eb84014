import { planBurst, randomFrom, walkSeed } from "@/e2e/back-forward-walk";

describe("randomFrom", () => {
  it("draws the same numbers, between 0 and 1, from the same seed", () => {
    const first = randomFrom(42);
    const second = randomFrom(42);
    const draws = Array.from({ length: 50 }, () => first());
    expect(Array.from({ length: 50 }, () => second())).toEqual(draws);
    expect(draws.every((draw) => draw >= 0 && draw < 1)).toBe(true);
  });

  it("draws other numbers from another seed", () => {
    expect(randomFrom(1)()).not.toBe(randomFrom(2)());
  });
});

describe("walkSeed", () => {
  it("replays WALK_SEED when it is set", () => {
    expect(walkSeed({ WALK_SEED: "123456" })).toBe(123456);
  });

  it("picks a fresh whole seed when WALK_SEED is unset or empty", () => {
    expect(walkSeed({}, () => 0.5)).toBe(2 ** 30);
    expect(walkSeed({ WALK_SEED: "" }, () => 0.25)).toBe(2 ** 29);
  });

  it("refuses a WALK_SEED that is not a whole number rather than walking another walk", () => {
    expect(() => walkSeed({ WALK_SEED: "12abc" })).toThrow(/WALK_SEED/);
  });
});

describe("planBurst", () => {
  const LAST = 3;

  it("presses one to eight times, pausing 0 to 150 ms after each press", () => {
    const random = randomFrom(7);
    for (let burst = 0; burst < 200; burst += 1) {
      const { presses } = planBurst(random, 2, LAST);
      expect(presses.length).toBeGreaterThanOrEqual(1);
      expect(presses.length).toBeLessThanOrEqual(8);
      for (const { pauseMs } of presses) {
        expect(Number.isInteger(pauseMs)).toBe(true);
        expect(pauseMs).toBeGreaterThanOrEqual(0);
        expect(pauseMs).toBeLessThanOrEqual(150);
      }
    }
  });

  it("never walks past the first or the last entry, and ends where its presses lead", () => {
    const random = randomFrom(2024);
    let index = LAST;
    for (let burst = 0; burst < 200; burst += 1) {
      const { presses, endIndex } = planBurst(random, index, LAST);
      for (const { press } of presses) {
        index += press === "Back" ? -1 : 1;
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThanOrEqual(LAST);
      }
      expect(endIndex).toBe(index);
    }
  });

  it("goes Back from the last entry and Forward from the first", () => {
    const alwaysHigh = () => 0.99;
    expect(planBurst(alwaysHigh, LAST, LAST).presses[0]?.press).toBe("Back");
    expect(planBurst(() => 0.1, 0, LAST).presses[0]?.press).toBe("Forward");
  });

  it("plans the same burst from the same seed", () => {
    expect(planBurst(randomFrom(99), 3, LAST)).toEqual(
      planBurst(randomFrom(99), 3, LAST),
    );
  });
});
