import { existsSync } from "node:fs";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * The Chromium the end-to-end tests drive: PLAYWRIGHT_CHROMIUM_EXECUTABLE when set, else Debian's.
 * Undefined when that file does not exist: Playwright then uses its own browser, if installed.
 */
export function chromiumExecutable(
  env: Record<string, string | undefined> = process.env,
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  const candidate = env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || DEBIAN_CHROMIUM;
  return exists(candidate) ? candidate : undefined;
}
