import {
  instrumentInPage,
  isInstrumentedInPage,
  testingLibrarySource,
} from "./in-page";

/** How an adapter's driver runs code in the page: a script's source, or a function and its arguments. */
export type RunInPage = (
  script: string | ((...args: never[]) => unknown),
  ...args: unknown[]
) => Promise<unknown>;

/**
 * Testing Library and the journeys' helpers, brought into the page by an adapter whose driver runs
 * code with `run`. With `recordsProblems`, the page also records its own errors, for a driver that
 * reports none of them.
 */
export function inPageHarness(run: RunInPage, recordsProblems: boolean) {
  /** Brings the harness into the current document, unless it already has it. */
  async function instrument() {
    if (await run(isInstrumentedInPage)) return;
    await run(testingLibrarySource);
    await run(instrumentInPage, recordsProblems);
  }

  /** `EnginePage.read`: a document the page went to on its own gets the harness first. */
  async function read<Args extends unknown[], Result>(
    script: (...args: Args) => Result,
    ...args: Args
  ): Promise<Awaited<Result>> {
    const inPage = script as unknown as (...params: never[]) => unknown;
    try {
      return (await run(inPage, ...args)) as Awaited<Result>;
    } catch (error) {
      if (await run(isInstrumentedInPage)) throw error;
      await instrument();
      return (await run(inPage, ...args)) as Awaited<Result>;
    }
  }

  return { instrument, read };
}
