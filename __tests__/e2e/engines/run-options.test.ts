import type { Journey } from "@/e2e/engines/journey";
import {
  plannedRuns,
  readRunOptions,
  selectJourneys,
} from "@/e2e/engines/run-options";

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

describe("plannedRuns", () => {
  const SMALL = { width: 195, height: 422 };
  const planned = [
    journey("faq"),
    { ...journey("contrast-light"), contrastTheme: "light" as const },
    { ...journey("large-text"), viewports: [SMALL] },
    { ...journey("contrast-dark"), contrastTheme: "dark" as const },
  ];
  const listed = (runs: ReturnType<typeof plannedRuns>) =>
    runs.map(({ journey, viewport }) => `${journey.id}@${viewport.width}`);

  it("runs every journey at each of its widths, a width at a time, those in a contrast theme after the others, a theme at a time", () => {
    expect(
      listed(plannedRuns({ journeys: planned, repeat: 1 }, "firefox")),
    ).toEqual([
      "faq@390",
      "faq@1280",
      "large-text@195",
      "contrast-light@390",
      "contrast-light@1280",
      "contrast-dark@390",
      "contrast-dark@1280",
    ]);
  });

  it("leaves the contrast themes out of an engine without them, and repeats each run in place", () => {
    expect(
      listed(plannedRuns({ journeys: planned, repeat: 2 }, "webkit")),
    ).toEqual([
      "faq@390",
      "faq@390",
      "faq@1280",
      "faq@1280",
      "large-text@195",
      "large-text@195",
    ]);
  });
});
