import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { posix } from "node:path";

import type { BrowserType } from "@playwright/test";

import type { WebKitBinaries } from "./webkit-engine";

/** The one command that installs every engine's programs on Debian. */
export const INSTALL_COMMAND =
  "apt-get install -y firefox-esr webkit2gtk-driver xvfb";

// Debian's paths on any machine, so that the unit tests read the same on Windows.
const { delimiter, join } = posix;

const FIREFOX_ESR = "/usr/bin/firefox-esr";
// MiniBrowser ships with libwebkit2gtk-4.1-0, which webkit2gtk-driver depends on, under the
// machine's multiarch folder (x86_64-linux-gnu, aarch64-linux-gnu…).
const MINIBROWSER = join("webkit2gtk-4.1", "MiniBrowser");

export type FileSystem = {
  exists(path: string): boolean;
  /** The folders directly under /usr/lib. */
  libFolders(): string[];
  path: string;
};

const realFileSystem: FileSystem = {
  exists: existsSync,
  libFolders: () => {
    try {
      return readdirSync("/usr/lib");
    } catch {
      return [];
    }
  },
  path: process.env.PATH ?? "",
};

function onPath(name: string, fs: FileSystem) {
  return fs.path
    .split(delimiter)
    .filter(Boolean)
    .map((folder) => join(folder, name))
    .find(fs.exists);
}

export type Found<Binaries> =
  | { binaries: Binaries }
  | { missing: { program: string; debianPackage: string }[] };

export function findFirefox(fs: FileSystem = realFileSystem): Found<string> {
  return fs.exists(FIREFOX_ESR)
    ? { binaries: FIREFOX_ESR }
    : { missing: [{ program: FIREFOX_ESR, debianPackage: "firefox-esr" }] };
}

export function findWebKit(
  fs: FileSystem = realFileSystem,
): Found<WebKitBinaries> {
  const driver = onPath("WebKitWebDriver", fs);
  const xvfb = onPath("Xvfb", fs);
  const miniBrowser = fs
    .libFolders()
    .map((folder) => join("/usr/lib", folder, MINIBROWSER))
    .find(fs.exists);
  if (driver && xvfb && miniBrowser)
    return { binaries: { driver, xvfb, miniBrowser } };
  const missing = [];
  if (!driver)
    missing.push({
      program: "WebKitWebDriver",
      debianPackage: "webkit2gtk-driver",
    });
  if (!miniBrowser)
    missing.push({
      program: "MiniBrowser",
      debianPackage: "webkit2gtk-driver",
    });
  if (!xvfb) missing.push({ program: "Xvfb", debianPackage: "xvfb" });
  return { missing };
}

/** One line: what is missing for `engine`, and the command that installs it. */
export function missingLine(
  label: string,
  missing: { program: string; debianPackage: string }[],
) {
  const programs = missing.map(({ program }) => program).join(", ");
  const packages = [
    ...new Set(missing.map(({ debianPackage }) => debianPackage)),
  ];
  return `${label}: not run, ${programs} not found (Debian package ${packages.join(", ")}): ${INSTALL_COMMAND}`;
}

/**
 * Installs Playwright's own build of `browserType` when it is not there yet (a download, once per
 * machine). Returns what went wrong, or nothing when the browser is ready.
 */
export function installPlaywrightBrowser(
  browserType: BrowserType,
): string | undefined {
  if (existsSync(browserType.executablePath())) return undefined;
  const command = `npx playwright install ${browserType.name()}`;
  console.log(`Installing Playwright's ${browserType.name()}: ${command}…`);
  const { status } = spawnSync(command, { shell: true, stdio: "inherit" });
  return status === 0
    ? undefined
    : `Playwright's ${browserType.name()} could not be installed: ${command}`;
}
