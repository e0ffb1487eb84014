import { existsSync } from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
// Chromium without its window layer (`apt-get install chromium-headless-shell`): the browser
// Playwright itself runs headless tests in, at half the full browser's cost per page here.
const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

type Env = Record<string, string | undefined>;

/** What every Chromium we start needs on a container or CI machine, and nothing it does unasked. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * The end-to-end tests' flags. Unhinted text: the headless shell otherwise rounds glyph advances
 * to whole pixels, and a word's width then differs from the full browser's by up to 7%.
 */
export const TEST_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  "--font-render-hinting=none",
];

/**
 * The first of `candidates` that exists, unless PLAYWRIGHT_CHROMIUM_EXECUTABLE names one: then
 * that file, or undefined when it does not exist. Undefined lets Playwright (or chrome-launcher)
 * use its own browser, if installed.
 */
function firstExisting(
  candidates: readonly string[],
  env: Env,
  exists: (path: string) => boolean,
): string | undefined {
  const configured = env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  return (configured ? [configured] : candidates).find(exists);
}

/** The Chromium the bench and the image scripts measure and draw with: the full browser. */
export function chromiumExecutable(
  env: Env = process.env,
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  return firstExisting([DEBIAN_CHROMIUM], env, exists);
}

/** The Chromium the end-to-end tests drive: Debian's headless shell, else its full browser. */
export function testChromiumExecutable(
  env: Env = process.env,
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  return firstExisting([DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM], env, exists);
}
