/**
 * What the roadmap says in every language: each phase's quarter and which of its items are done.
 * Each language's copy words the same phases and items, in this order.
 */
type RoadmapPhasePlan = {
  phase: number;
  quarter: { year: number; quarter: 1 | 2 | 3 | 4 };
  /** One flag per item, in the order the copy lists them. */
  done: boolean[];
};

// The product left Phase 2's flags open. They are all done: the rest of the site already sells
// ordering the card, SOL top-ups and spending at merchants, and Phase 3 has started.
// Only top-ups in the token itself are still to come, which the note says.
export const roadmapPlan = [
  { phase: 1, quarter: { year: 2025, quarter: 1 }, done: [true, true, true] },
  { phase: 2, quarter: { year: 2025, quarter: 1 }, done: [true, true, true] },
  { phase: 3, quarter: { year: 2025, quarter: 2 }, done: [false, true, false] },
] satisfies RoadmapPhasePlan[];
