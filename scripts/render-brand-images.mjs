// Renders the sharing image and app icons from HTML in Chromium: `node scripts/render-brand-images.mjs`.
// Static PNGs, not ImageResponse: generated images land in out/ without an extension (STACK-NOTES).
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { createJiti } from "jiti";

const jiti = createJiti(import.meta.url, { alias: { "@": process.cwd() } });
const {
  brandColors: c,
  brandGradients,
  withAlpha,
} = await jiti.import("../lib/brand.ts");
const { business } = await jiti.import("../content/business.ts");
const { site } = await jiti.import("../content/site.ts");

const FONT = resolve(
  "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);
const MARK = `<svg viewBox="0 0 32 32" xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.violet}"/><stop offset="1" stop-color="${c.mint}"/></linearGradient></defs><rect width="32" height="32" rx="9" fill="url(#g)"/><path d="M10 11.5h13.5l-2.5 3H7.5zM11 17.5h13.5l-2.5 3H8.5z" fill="${c.canvas}"/></svg>`;
const BASE_CSS = `@font-face { font-family: Inter; src: url("${pathToFileURL(FONT).href}"); font-weight: 100 900; }
  * { margin: 0; box-sizing: border-box; } body { font-family: Inter, sans-serif; color: ${c.fg}; background: ${c.canvas}; }`;

const SHARE_IMAGE = `<style>${BASE_CSS}
  body { width: 1200px; height: 630px; overflow: hidden; position: relative; padding: 72px 80px; }
  .glow { position: absolute; border-radius: 50%; filter: blur(20px); }
  .brand { display: flex; align-items: center; gap: 16px; font-size: 30px; font-weight: 600; letter-spacing: -0.02em; }
  .brand svg { width: 52px; height: 52px; }
  h1 { margin-top: 64px; font-size: 76px; line-height: 1.02; letter-spacing: -0.04em; font-weight: 650; width: 620px; }
  p { margin-top: 28px; font-size: 26px; line-height: 1.4; color: ${c.fgMuted}; width: 560px; }
  .card { position: absolute; right: 72px; top: 150px; width: 430px; aspect-ratio: 1.586; border-radius: 26px; padding: 28px;
    background: ${brandGradients.cardFace}; transform: rotate(-8deg);
    box-shadow: 0 40px 80px -20px ${withAlpha(c.black, 0.85)}, inset 0 0 0 1px ${withAlpha(c.white, 0.12)}; display: flex; flex-direction: column; justify-content: space-between; overflow: hidden; }
  .card::after { content: ""; position: absolute; inset: 0; background: linear-gradient(115deg, transparent 30%, ${withAlpha(c.white, 0.16)} 45%, transparent 60%); }
  .row { display: flex; justify-content: space-between; align-items: flex-end; font-size: 20px; font-weight: 600; }
  .chip { width: 58px; height: 44px; border-radius: 8px; background: ${c.chip}; }
  .num { font-family: ui-monospace, monospace; letter-spacing: .2em; font-size: 20px; }
  .visa { font-size: 40px; font-weight: 900; font-style: italic; }
</style>
<div class="glow" style="width:700px;height:700px;left:-250px;top:-300px;background:${brandGradients.glow(c.violet, 0.45)}"></div>
<div class="glow" style="width:620px;height:620px;right:-120px;bottom:-260px;background:${brandGradients.glow(c.mint, 0.3)}"></div>
<div style="position:relative">
  <div class="brand">${MARK} ${site.name}</div>
  <h1>Spend crypto like it’s cash.</h1>
  <p>Fund a virtual Visa card with SOL. Pay with Apple Pay and Google Pay.</p>
</div>
<div class="card"><div class="row"><span>${site.name}</span><span style="font-size:13px;letter-spacing:.2em;opacity:.9">VIRTUAL</span></div>
  <div class="chip"></div><div class="row"><span class="num">•••• ${business.cardLastFour}</span><span class="visa">VISA</span></div></div>`;

const icon = (
  size,
  padding,
) => `<style>${BASE_CSS} body { width: ${size}px; height: ${size}px; display: grid; place-items: center; background: ${c.canvas}; }
  svg { width: ${size - padding * 2}px; height: ${size - padding * 2}px; }</style>${MARK}`;

const OUTPUTS = [
  {
    html: SHARE_IMAGE,
    width: 1200,
    height: 630,
    files: ["app/opengraph-image.png", "app/twitter-image.png"],
  },
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

const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ??
  (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const browser = await chromium.launch({
  executablePath,
  args: ["--no-sandbox", "--disable-gpu"],
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
console.log("Wrote the sharing image and icons.");
