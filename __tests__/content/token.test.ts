import { business } from "@/content/business";
import { languageCodes, copyOf } from "@/content/languages";
import { roadmapPlan } from "@/content/roadmap-plan";

// What the cards, chart and roadmap say is checked where a visitor reads it, in e2e/token.spec.ts.
describe("token content", () => {
  it("splits exactly the whole supply", () => {
    const total = Object.values(business.allocationPercent).reduce(
      (sum, percent) => sum + percent,
      0,
    );
    expect(total).toBe(100);
  });

  it.each(languageCodes)(
    "words every phase and item of the roadmap's plan in %s",
    (language) => {
      const { phases } = copyOf(language).token.roadmap;
      expect(phases.map((phase) => phase.items.length)).toEqual(
        roadmapPlan.map((plan) => plan.done.length),
      );
      for (const item of phases.flatMap((phase) => phase.items)) {
        expect(item.title).not.toBe("");
        expect(item.description).not.toBe("");
      }
    },
  );

  it.each(languageCodes)(
    "describes one allocation card per share of the supply in %s",
    (language) => {
      expect(
        copyOf(language).token.allocation.cards.map((card) => card.id),
      ).toEqual(Object.keys(business.allocationPercent));
    },
  );
});
