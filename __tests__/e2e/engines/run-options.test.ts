import type { Journey } from "@/e2e/engines/journey";
import { readRunOptions, selectJourneys } from "@/e2e/engines/run-options";

const journey = (id: string): Journey => ({
  id,
  name: id,
  run: async () => {},
});
const JOURNEYS = ["route-home", "route-get", "faq", "back-forward"].map(
  journey,
);
const ids = (journeys: Journey[]) => journeys.map(({ id }) => id);

describe("selectJourneys", () => {
  it("runs every journey when none is named", () => {
    expect(ids(selectJourneys(JOURNEYS, undefined))).toEqual(ids(JOURNEYS));
  });

  it("runs the journeys named, in their own order, a prefix naming a family", () => {
    expect(ids(selectJourneys(JOURNEYS, "back-forward, route"))).toEqual([
      "route-home",
      "route-get",
      "back-forward",
    ]);
  });

  it("refuses a name that matches no journey, listing the ones there are", () => {
    expect(() => selectJourneys(JOURNEYS, "backward")).toThrow(
      /no journey called backward; there are route-home, route-get, faq, back-forward/,
    );
  });
});

describe("readRunOptions", () => {
  it("serves on E2E_PORT + 10, runs both engines, each journey once", () => {
    const options = readRunOptions({ E2E_PORT: "5000" }, JOURNEYS);
    expect(options).toEqual({
      port: 5010,
      engines: ["firefox", "webkit"],
      journeys: JOURNEYS,
      repeat: 1,
    });
    expect(readRunOptions({}, JOURNEYS).port).toBe(4331);
  });

  it("takes ENGINES_PORT, ENGINES and ENGINE_REPEAT for a stress run", () => {
    expect(
      readRunOptions(
        {
          ENGINES_PORT: "4400",
          ENGINES: "WebKit",
          ENGINE_JOURNEY: "back-forward",
          ENGINE_REPEAT: "20",
        },
        JOURNEYS,
      ),
    ).toEqual({
      port: 4400,
      engines: ["webkit"],
      journeys: [JOURNEYS[3]],
      repeat: 20,
    });
  });

  it("refuses a repeat count or an engine it cannot run", () => {
    expect(() => readRunOptions({ ENGINE_REPEAT: "0" }, JOURNEYS)).toThrow(
      /ENGINE_REPEAT/,
    );
    expect(() => readRunOptions({ ENGINE_REPEAT: "2.5" }, JOURNEYS)).toThrow(
      /ENGINE_REPEAT/,
    );
    expect(() => readRunOptions({ ENGINES: "chromium" }, JOURNEYS)).toThrow(
      /ENGINES names chromium/,
    );
  });
});
