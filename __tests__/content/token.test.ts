import { allocationCards, roadmapPhases } from "@/content/token";

// What the cards, chart and roadmap say is checked where a visitor reads it, in e2e/token.spec.ts.
describe("token content", () => {
  it("splits exactly the whole supply", () => {
    const total = allocationCards.reduce((sum, card) => sum + card.percent, 0);
    expect(total).toBe(100);
  });

  it("gives every roadmap item a title and a description", () => {
    for (const item of roadmapPhases.flatMap((phase) => phase.items)) {
      expect(item.title).not.toBe("");
      expect(item.description).not.toBe("");
    }
  });
});
