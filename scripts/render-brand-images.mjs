// Renders the app icons from HTML in Chromium: `node scripts/render-brand-images.mjs` after a brand
// colour changes. The sharing images follow the copy, so the build draws them (render-share-images.mjs).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { createJiti } from "jiti";

const jiti = createJiti(import.meta.url, { alias: { "@": process.cwd() } });
const { brandColors: c, LOGO_MARK_PATH } = await jiti.import("../lib/brand.ts");
const { CHROMIUM_ARGS, chromiumExecutable } = await jiti.import(
  "./chromium-executable.ts",
);

const FONT = resolve(
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);
const MARK = `<svg viewBox="0 0 32 32" xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.violet}"/><stop offset="1" stop-color="${c.mint}"/></linearGradient></defs><rect width="32" height="32" rx="9" fill="url(#g)"/><path d="${LOGO_MARK_PATH}" fill="${c.canvas}"/></svg>`;
const BASE_CSS = `@font-face { font-family: Inter; src: url("${pathToFileURL(FONT).href}"); font-weight: 100 900; }
  * { margin: 0; box-sizing: border-box; } body { font-family: Inter, sans-serif; color: ${c.fg}; background: ${c.canvas}; }`;

const icon = (
  size,
  padding,
) => `<style>${BASE_CSS} body { width: ${size}px; height: ${size}px; display: grid; place-items: center; background: ${c.canvas}; }
  svg { width: ${size - padding * 2}px; height: ${size - padding * 2}px; }</style>${MARK}`;

const OUTPUTS = [
  {
    html: icon(180, 18),
    width: 180,
    height: 180,
    files: ["app/apple-icon.png"],
  },
  {
    html: icon(192, 12),
    width: 192,
    height: 192,
    files: ["public/icon-192.png"],
  },
  {
    html: icon(512, 32),
    width: 512,
    height: 512,
    files: ["public/icon-512.png"],
  },
  // Maskable icons keep their mark inside the central 80 % safe zone.
  {
    html: icon(512, 96),
    width: 512,
    height: 512,
    files: ["public/icon-512-maskable.png"],
  },
];

const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  args: CHROMIUM_ARGS,
});
for (const { html, width, height, files } of OUTPUTS) {
  const page = await browser.newPage({ viewport: { width, height } });
  // A file page, so the template can load the font from node_modules.
  const template = join(mkdtempSync(join(tmpdir(), "brand-")), "template.html");
  writeFileSync(template, `<!doctype html><meta charset="utf-8">${html}`);
  await page.goto(pathToFileURL(template).href);
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ type: "png" });
  for (const file of files) writeFileSync(file, png);
  await page.close();
}
writeFileSync("app/icon.svg", `${MARK}\n`);
await browser.close();
console.log("Wrote the icons.");
