import type { ContrastTheme } from "./contrast-theme";
import type { EngineName, EnginePage, Viewport } from "./engine-page";

/** The phone and desktop widths every journey runs at, as the Playwright projects do. */
export const VIEWPORTS: readonly Viewport[] = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** A 390 px phone with its text at 200 %: the page is laid out as zoom does, in half the pixels. */
export const LARGE_TEXT_PHONE: Viewport = { width: 195, height: 422 };

export type JourneyContext = {
  engine: EngineName;
  viewport: Viewport;
  /** Where a screenshot of `route` at this engine and width is kept. */
  screenshotFile(route: string): string;
  /** Printed with the journey's line, such as the seed that replays it. */
  note(text: string): void;
  env: Record<string, string | undefined>;
};

export type Journey = {
  /** What ENGINE_JOURNEY names it by. */
  id: string;
  /** What holds when it passes. */
  name: string;
  /** The widths it runs at, when not VIEWPORTS. */
  viewports?: readonly Viewport[];
  /**
   * The contrast theme the browser is started in, for a journey about one: it runs only in the
   * engines that have them.
   */
  contrastTheme?: ContrastTheme;
  run(page: EnginePage, context: JourneyContext): Promise<void>;
};
