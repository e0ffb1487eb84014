import { existsSync } from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

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
 * The Chromium the end-to-end tests, the bench and the image scripts drive:
 * PLAYWRIGHT_CHROMIUM_EXECUTABLE when set, else Debian's. Undefined when that file does not exist:
 * Playwright (or chrome-launcher) then uses its own browser, if installed.
 */
export function chromiumExecutable(
  env: Record<string, string | undefined> = process.env,
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  const candidate = env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || DEBIAN_CHROMIUM;
  return exists(candidate) ? candidate : undefined;
}
