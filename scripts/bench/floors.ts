import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { en } from "@/content/en";
import { EMPTY_FLOOR, FORM_FLOOR, STYLED_FLOOR } from "./pages";

const FIXTURES = fileURLToPath(new URL("floors", import.meta.url));
const SITE_CHUNKS = join("out", "_next", "static", "chunks");
const SITE_FONT = join("app", "fonts", "inter-subset.woff2");
const SITE_FONT_MODULE = join("app", "inter.ts");

/** Replaces the folder's app and config with the fixture's, keeping Next's build cache. */
function copyFixture(fixture: string, folder: string) {
  cpSync(join(FIXTURES, fixture), folder, { recursive: true });
}

/** Our stylesheet as the site's build wrote it, without Inter's @font-face rule. */
function builtStylesheet() {
  return readdirSync(SITE_CHUNKS)
    .filter((file) => file.endsWith(".css"))
    .map((file) => readFileSync(join(SITE_CHUNKS, file), "utf8"))
    .join("\n")
    .replace(/@font-face\{[^}]*src:url\([^}]*\}/g, "");
}

/** Writes a built floor's payload as the site's build does (scripts/dedupe-payload.mjs). */
function dedupePayload(folder: string) {
  const script = fileURLToPath(
    new URL("../dedupe-payload.mjs", import.meta.url),
  );
  const run = spawnSync(process.execPath, [script], {
    cwd: folder,
    stdio: ["ignore", "ignore", "pipe"],
  });
  if (run.status !== 0)
    throw new Error(`Rewriting ${folder}'s payload failed:\n${run.stderr}`);
}

function nextBuild(folder: string) {
  const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
  const build = spawnSync(process.execPath, [nextBin, "build", "."], {
    cwd: folder,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    // Our stylesheet repeats our own build's known warnings: only a failure is worth reading.
    stdio: ["ignore", "ignore", "pipe"],
  });
  if (build.status !== 0)
    throw new Error(`Building ${folder} failed:\n${build.stderr}`);
}

/**
 * Builds the three floors from scripts/bench/floors/ outside the source tree. The styled floor is
 * the empty one with the files of floors/styled/ laid over it, plus our font module, and our
 * stylesheet and font as the site's build (which must have run) wrote them. The form floor is the
 * empty one with floors/form/ laid over it, speaking the words /get's press does. The styled floor's
 * payload is then written as the site's is, so that it holds the stylesheet once, as a page does.
 */
export function buildFloors() {
  const floors = [EMPTY_FLOOR, STYLED_FLOOR, FORM_FLOOR];
  for (const { folder } of floors) {
    rmSync(join(folder, "app"), { recursive: true, force: true });
    copyFixture("empty", folder);
  }
  copyFixture("form", FORM_FLOOR.folder);
  writeFileSync(
    join(FORM_FLOOR.folder, "app", "press.json"),
    JSON.stringify({
      ...FORM_FLOOR.press,
      title: en.get.viewTitles["sign-up"],
    }),
  );
  copyFixture("styled", STYLED_FLOOR.folder);
  const styledApp = join(STYLED_FLOOR.folder, "app");
  writeFileSync(join(styledApp, "site.css"), builtStylesheet());
  // Plain JavaScript as it is written: the floors are JavaScript apps, with no TypeScript setup.
  copyFileSync(SITE_FONT_MODULE, join(styledApp, "inter.js"));
  mkdirSync(join(styledApp, "fonts"), { recursive: true });
  copyFileSync(SITE_FONT, join(styledApp, "fonts", "inter-subset.woff2"));
  for (const { folder } of floors) nextBuild(folder);
  dedupePayload(STYLED_FLOOR.folder);
}
