import type { Target } from "./target";

export type EngineName = "firefox" | "webkit";

export type Viewport = { width: number; height: number };

/** The keys a keyboard journey presses, as the web names them (`KeyboardEvent.key`). */
export type EngineKey =
  "Tab" | "Enter" | "ArrowDown" | "ArrowUp" | "Home" | "End";

/**
 * One tab of one engine, as the journeys drive it: written once against this, run by each
 * engine's adapter. Every method that acts waits as a visitor would (for the control to be there
 * and uncovered), up to the harness's timeout.
 */
export interface EnginePage {
  /** Loads a path of the served site and waits for its load event. */
  open(path: string): Promise<void>;
  /** Clicks the one element `target` names, once it is in view and nothing covers it. */
  click(target: Target): Promise<void>;
  /** Types into the field `target` names, key by key, after what it already holds. */
  type(target: Target, text: string): Promise<void>;
  /** Empties the field `target` names as a visitor does: select everything, delete. */
  clear(target: Target): Promise<void>;
  /** Presses a key on whatever has focus, as a keyboard visitor does. */
  press(key: EngineKey): Promise<void>;
  /** Types `text` key by key into whatever has focus, where a keyboard visitor's focus is. */
  typeIntoFocus(text: string): Promise<void>;
  /** The browser's own Back and Forward; they return once the browser has moved. */
  back(): Promise<void>;
  forward(): Promise<void>;
  /** Reloads and waits for the load event. */
  reload(): Promise<void>;
  title(): Promise<string>;
  url(): Promise<string>;
  /**
   * Runs `read` in the page with `args` and returns its (JSON-like) result. `read` travels as
   * source text: it sees only its arguments and the page, where `window.engineJourney.find` runs
   * Testing Library's queries.
   */
  read<Args extends unknown[], Result>(
    read: (...args: Args) => Result,
    ...args: Args
  ): Promise<Awaited<Result>>;
  /** A picture of the viewport, written as PNG. */
  screenshot(file: string): Promise<void>;
  /**
   * Uncaught errors, console errors and requests to hosts other than this machine since the
   * last call, except what the engine's adapter is told the site may report.
   */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

/** A started engine: a page for each journey, then one stop. */
export interface Engine {
  newPage(viewport: Viewport): Promise<EnginePage>;
  stop(): Promise<void>;
}
