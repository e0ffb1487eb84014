import { median, medianRun, spread } from "@/scripts/bench/spread";

describe("median", () => {
  it("is the middle run of an odd count, whatever the order", () => {
    expect(median([900, 700, 1200, 800, 750])).toBe(800);
  });

  it("is the mean of the two middle runs of an even count", () => {
    expect(median([700, 900, 800, 1000])).toBe(850);
  });

  it("refuses an empty list rather than inventing a figure", () => {
    expect(() => median([])).toThrow();
  });
});

describe("spread", () => {
  it("keeps the median, the range and every run in round order", () => {
    expect(spread([98, 95, 99])).toEqual({
      median: 98,
      min: 95,
      max: 99,
      runs: [98, 95, 99],
    });
  });
});

describe("medianRun", () => {
  it("picks the real run whose figure is the median", () => {
    const runs = [{ lcp: 900 }, { lcp: 700 }, { lcp: 800 }];
    expect(medianRun(runs, (run) => run.lcp)).toBe(runs[2]);
  });

  it("picks the lower middle run of an even count", () => {
    const runs = [{ lcp: 900 }, { lcp: 700 }, { lcp: 800 }, { lcp: 1000 }];
    expect(medianRun(runs, (run) => run.lcp)).toBe(runs[2]);
  });
});
