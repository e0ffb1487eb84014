import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Scripts the HTML itself asks for: what a visitor downloads before any lazy chunk. Next's legacy
 * polyfills (`noModule`, about 39 KB) are left out: every browser that runs modules skips them.
 */
export function firstLoadScripts(html: string) {
  return new Set(
    [...html.matchAll(/<script([^>]+)>/g)]
      .map(([, attributes = ""]) => attributes)
      .filter((attributes) => !/\bnoModule\b/i.test(attributes))
      .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
      .filter((src) => src !== undefined),
  );
}

/** The first-load scripts of an exported page, and their gzip size in KB. */
export function firstLoadJs(outFolder: string, file: string) {
  const scripts = firstLoadScripts(readFileSync(join(outFolder, file), "utf8"));
  let bytes = 0;
  for (const src of scripts)
    bytes += gzipSync(readFileSync(join(outFolder, src)), { level: 6 }).length;
  return { scripts, kb: bytes / 1024 };
}
