import { business } from "@/content/business";
import {
  allocationCards,
  roadmapPhases,
  tokenHero,
  type RoadmapPhase,
} from "@/content/token";

describe("token allocation content", () => {
  it("has the three cards of SPEC §9 in order with their shares", () => {
    expect(
      allocationCards.map(({ tag, percent }) => ({ tag, percent })),
    ).toEqual([
      { tag: "Treasury", percent: 10 },
      { tag: "Liquidity Pool", percent: 80 },
      { tag: "Marketing", percent: 10 },
    ]);
  });

  it("splits exactly the whole supply", () => {
    const total = allocationCards.reduce((sum, card) => sum + card.percent, 0);
    expect(total).toBe(100);
  });

  it("labels the buttons Buy, Buy and Contact for Partnership, all pointing at the # placeholder", () => {
    expect(allocationCards.map((card) => card.button)).toEqual([
      { label: "Buy", href: "#" },
      { label: "Buy", href: "#" },
      { label: "Contact for Partnership", href: "#" },
    ]);
  });

  it("lists the features the spec gives each card", () => {
    expect(allocationCards.map((card) => card.features)).toEqual([
      ["Multi-signature treasury", "Multiple core contributors"],
      [
        "Price targets with minimal slippage",
        "Purchase on the launchpad",
        `${business.fairLaunchLiquiditySol} SOL fair-launch liquidity, burned`,
      ],
      ["World-class security", "Top artists and designers"],
    ]);
  });

  it("states the buy and sell fee from the business constants", () => {
    expect(tokenHero.heading).toBe(
      `${business.tokenTradeFeePercent}% buy and sell fees.`,
    );
  });
});

describe("token roadmap content", () => {
  it("has three phases with their quarters and titles", () => {
    expect(
      roadmapPhases.map(({ phase, quarter, title }) => ({
        phase,
        quarter,
        title,
      })),
    ).toEqual([
      { phase: 1, quarter: "Q1 2025", title: "Token launch" },
      { phase: 2, quarter: "Q1 2025", title: "Product release" },
      { phase: 3, quarter: "Q2 2025", title: "Marketing outreach" },
    ]);
  });

  it("gives every item a title and a description", () => {
    for (const item of roadmapPhases.flatMap((phase) => phase.items)) {
      expect(item.title).not.toBe("");
      expect(item.description).not.toBe("");
    }
  });

  it("marks the whole token launch done, with a note on the tracker listings", () => {
    const launch: RoadmapPhase | undefined = roadmapPhases[0];
    expect(launch?.items.map(({ title, done }) => ({ title, done }))).toEqual([
      { title: "Website and socials", done: true },
      { title: "Fair launch on a token launchpad", done: true },
      { title: "Listings on token-tracking sites", done: true },
    ]);
    expect(launch?.items[2]?.note).toBeTruthy();
  });

  it("ships the product release, with token top-ups noted as coming later", () => {
    const release: RoadmapPhase | undefined = roadmapPhases[1];
    expect(release?.items.map(({ title, done }) => ({ title, done }))).toEqual([
      { title: "Order the card", done: true },
      { title: "Top up with SOL", done: true },
      { title: "Spend at merchants", done: true },
    ]);
    expect(release?.items[1]?.note).toMatch(/token/i);
  });

  it("has only the reputation thread done in the marketing outreach", () => {
    const outreach: RoadmapPhase | undefined = roadmapPhases[2];
    expect(outreach?.items.map(({ title, done }) => ({ title, done }))).toEqual(
      [
        { title: "Influencer marketing", done: false },
        { title: "Reputation thread", done: true },
        { title: "Exchange listings", done: false },
      ],
    );
  });
});
