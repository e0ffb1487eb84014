import { cpuSlowdownFor, pinnedSlowdown } from "@/scripts/bench/calibration";

describe("cpuSlowdownFor", () => {
  it("slows a desktop Lighthouse calls typical by its default 4×", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 1);
  });

  it("meets each step of the calibration at its index", () => {
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(150)).toBe(1);
  });

  it("slows a slower machine less, and one slower than the phone not at all", () => {
    expect(cpuSlowdownFor(1000)).toBeLessThan(cpuSlowdownFor(1200));
    expect(cpuSlowdownFor(100)).toBe(1);
  });

  it("refuses an index Lighthouse did not report", () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/BenchmarkIndex/);
    expect(() => cpuSlowdownFor(0)).toThrow(/BenchmarkIndex/);
  });
});

describe("pinnedSlowdown", () => {
  it("calibrates when BENCH_CPU_SLOWDOWN is unset or empty", () => {
    expect(pinnedSlowdown(undefined)).toBeUndefined();
    expect(pinnedSlowdown("")).toBeUndefined();
  });

  it("takes the slowdown it names", () => {
    expect(pinnedSlowdown("2.89")).toBe(2.89);
    expect(pinnedSlowdown("1")).toBe(1);
  });

  it("refuses what is not a slowdown", () => {
    expect(() => pinnedSlowdown("fast")).toThrow(/BENCH_CPU_SLOWDOWN/);
    expect(() => pinnedSlowdown("0.5")).toThrow(/1 or more/);
  });
});
