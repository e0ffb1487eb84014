import { phaseStatus } from "@/lib/phase-status";

describe("phaseStatus", () => {
  it("calls a phase complete when every item is done", () => {
    expect(phaseStatus([{ done: true }, { done: true }])).toBe("complete");
  });

  it("calls a phase in progress when only some items are done", () => {
    expect(phaseStatus([{ done: false }, { done: true }])).toBe("in-progress");
  });

  it("calls a phase planned when no item is done", () => {
    expect(phaseStatus([{ done: false }, { done: false }])).toBe("planned");
  });
});
