import { ENGINES_WITH_CONTRAST_THEMES } from "./contrast-theme";
import type { EngineName, Viewport } from "./engine-page";
import { VIEWPORTS, type Journey } from "./journey";

const ENGINES: readonly EngineName[] = ["firefox", "webkit"];

/**
 * The journeys ENGINE_JOURNEY names (ids separated by commas; `route` names every `route-…`),
 * or all of them.
 */
export function selectJourneys(
  all: Journey[],
  wanted: string | undefined,
): Journey[] {
  if (!wanted) return all;
  const names = wanted
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const isNamed = (id: string, name: string) =>
    id === name || id.startsWith(`${name}-`);
  const unknown = names.filter(
    (name) => !all.some(({ id }) => isNamed(id, name)),
  );
  if (unknown.length > 0)
    throw new Error(
      `ENGINE_JOURNEY names no journey called ${unknown.join(", ")}; there are ${all.map(({ id }) => id).join(", ")}.`,
    );
  return all.filter(({ id }) => names.some((name) => isNamed(id, name)));
}

export type RunOptions = {
  port: number;
  engines: EngineName[];
  journeys: Journey[];
  repeat: number;
};

/** What the environment asks for; a value that makes no sense is refused, not guessed at. */
export function readRunOptions(
  env: Record<string, string | undefined>,
  journeys: Journey[],
): RunOptions {
  const port = Number(env.ENGINES_PORT || Number(env.E2E_PORT || 4321) + 10);
  const repeat = Number(env.ENGINE_REPEAT || 1);
  if (!Number.isInteger(repeat) || repeat < 1)
    throw new Error(
      `ENGINE_REPEAT must be a whole number of runs, not "${env.ENGINE_REPEAT}".`,
    );
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`No port to serve out/ on: ENGINES_PORT or E2E_PORT.`);
  const engines = env.ENGINES
    ? env.ENGINES.split(",").map((name) => name.trim().toLowerCase())
    : [...ENGINES];
  const unknown = engines.filter(
    (name) => !ENGINES.includes(name as EngineName),
  );
  if (unknown.length > 0)
    throw new Error(
      `ENGINES names ${unknown.join(", ")}; the engines are ${ENGINES.join(", ")}.`,
    );
  return {
    port,
    engines: engines as EngineName[],
    journeys: selectJourneys(journeys, env.ENGINE_JOURNEY),
    repeat,
  };
}

export type PlannedRun = { viewport: Viewport; journey: Journey };

/**
 * Every journey `engine` can run, at each of its widths, a width at a time; those in a contrast
 * theme after the others, a theme at a time, so that the browser starts again only when the theme
 * changes.
 */
export function plannedRuns(
  { journeys, repeat }: Pick<RunOptions, "journeys" | "repeat">,
  engine: EngineName,
): PlannedRun[] {
  const runnable = journeys.filter(
    ({ contrastTheme }) =>
      !contrastTheme || ENGINES_WITH_CONTRAST_THEMES.includes(engine),
  );
  const widthsOf = (journey: Journey) => journey.viewports ?? VIEWPORTS;
  const viewports = new Set([...VIEWPORTS, ...runnable.flatMap(widthsOf)]);
  const themes = new Set([
    undefined,
    ...runnable.map(({ contrastTheme }) => contrastTheme),
  ]);
  return [...themes].flatMap((theme) =>
    [...viewports].flatMap((viewport) =>
      runnable
        .filter(
          (journey) =>
            journey.contrastTheme === theme &&
            widthsOf(journey).includes(viewport),
        )
        .flatMap((journey) =>
          Array.from({ length: repeat }, () => ({ viewport, journey })),
        ),
    ),
  );
}
