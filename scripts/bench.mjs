// `npm run bench`: Lighthouse (mobile preset, simulated throttling) on each route, medians of
// three runs, first-load bytes, and the budgets from the issues. The Next.js floor (an export whose
// only page is an empty server component) is built and measured in the same run, so its bytes and
// score are this machine's and this Next version's, not a figure copied from elsewhere. Not part of
// `npm test`: another process on the two cores skews the figures, so run it on a quiet machine.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4400);
// Ignored by git, ESLint and Prettier, like the other reports.
const FLOOR_DIR = ".reports/bench-floor";
const FLOOR_FILES = {
  "next.config.mjs": 'export default { output: "export" };\n',
  "app/layout.jsx":
    'export default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  "app/page.jsx":
    "export default function Page() {\n  return <main><h1>Floor</h1></main>;\n}\n",
};
const FLOOR = { path: "/", file: "index.html", dir: FLOOR_DIR, isFloor: true };
const ROUTES = [
  { path: "/", file: "index.html", jsOverFloorKb: 18, performance: 98 },
  { path: "/get", file: "get.html", jsOverFloorKb: 40, performance: 98 },
  { path: "/token", file: "token.html", jsOverFloorKb: 18, performance: 98 },
].map((route) => ({ ...route, dir: "." }));
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const chromePath =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ??
  (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

function buildFloor() {
  for (const [file, text] of Object.entries(FLOOR_FILES)) {
    mkdirSync(join(FLOOR_DIR, file, ".."), { recursive: true });
    writeFileSync(join(FLOOR_DIR, file), text);
  }
  const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
  const build = spawnSync(process.execPath, [nextBin, "build", "."], {
    cwd: FLOOR_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (build.status !== 0) throw new Error("Building the Next.js floor failed");
}

/**
 * Scripts the HTML itself asks for: what a visitor downloads before any lazy chunk. Next's legacy
 * polyfills (`noModule`, about 39 KB) are left out: every browser that runs modules skips them.
 */
function firstLoadScripts({ dir, file }) {
  const html = readFileSync(join(dir, "out", file), "utf8");
  return new Set(
    [...html.matchAll(/<script([^>]+)>/g)]
      .map(([, attributes]) => attributes)
      .filter((attributes) => !/\bnoModule\b/i.test(attributes))
      .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
      .filter((src) => src !== undefined),
  );
}

function firstLoadJsKb(route) {
  let bytes = 0;
  for (const src of firstLoadScripts(route))
    bytes += gzipSync(readFileSync(join(route.dir, "out", src)), {
      level: 6,
    }).length;
  return bytes / 1024;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** serve-out.mjs serves the out/ folder of its working directory, with that folder's headers. */
async function serve(dir, port) {
  const server = spawn(
    process.execPath,
    [join(process.cwd(), "scripts/serve-out.mjs")],
    { cwd: dir, env: { ...process.env, PORT: String(port) }, stdio: "ignore" },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await fetch(origin);
      return { server, origin };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  server.kill();
  throw new Error(`The static server for ${dir} did not start on ${origin}`);
}

function summarise(lhr, scripts) {
  const kb = (predicate) =>
    lhr.audits["network-requests"].details.items
      .filter(predicate)
      .reduce((sum, item) => sum + item.transferSize, 0) / 1024;
  const isScript = (item) => item.resourceType === "Script";
  const isFirstLoad = (item) => scripts.has(new URL(item.url).pathname);
  return {
    ...Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)]),
    ),
    fcp: lhr.audits["first-contentful-paint"].numericValue,
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    html: kb((item) => item.resourceType === "Document"),
    css: kb((item) => item.resourceType === "Stylesheet"),
    jsLater: kb((item) => isScript(item) && !isFirstLoad(item)),
  };
}

if (!existsSync("out/index.html"))
  throw new Error("out/ is missing: run `npm run build` first.");
buildFloor();

const servers = [];
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

const rows = [];
try {
  const origins = {};
  for (const [index, dir] of [".", FLOOR_DIR].entries()) {
    const served = await serve(dir, PORT + index);
    servers.push(served.server);
    origins[dir] = served.origin;
  }
  for (const route of [FLOOR, ...ROUTES]) {
    const scripts = firstLoadScripts(route);
    const runs = [];
    // A run Lighthouse could not score (a trace it failed to read) is repeated, never counted as 0.
    for (let attempt = 0; runs.length < RUNS; attempt += 1) {
      if (attempt === RUNS * 2)
        throw new Error(`Lighthouse kept failing on ${route.path}`);
      const { lhr } = await lighthouse(`${origins[route.dir]}${route.path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
      });
      if (CATEGORIES.some((id) => lhr.categories[id].score === null)) {
        console.warn(`Lighthouse could not score ${route.path}: run repeated`);
        continue;
      }
      runs.push(summarise(lhr, scripts));
    }
    const medians = Object.fromEntries(
      Object.keys(runs[0]).map((key) => [
        key,
        median(runs.map((run) => run[key])),
      ]),
    );
    const performanceRuns = runs.map((run) => run.performance).join(", ");
    rows.push({ route, ...medians, performanceRuns, js: firstLoadJsKb(route) });
  }
} finally {
  await chrome.kill();
  for (const server of servers) server.kill();
}

const [floor, ...pages] = rows;
const fmt = (value, digits = 0) => value.toFixed(digits);
console.log(
  `\nLighthouse mobile preset, median of ${RUNS} runs (each run's performance in brackets).\n`,
);
console.log(
  "| route | perf | a11y | best-pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | HTML KB | CSS KB | JS first load KB | over floor KB | JS later KB |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
for (const row of rows) {
  const name = row.route.isFloor ? "Next.js floor" : row.route.path;
  const overFloor = row.route.isFloor ? "" : fmt(row.js - floor.js, 1);
  console.log(
    `| ${name} | ${row.performance} (${row.performanceRuns}) | ${row.accessibility} | ${row["best-practices"]} | ${row.seo} | ${fmt(row.fcp)} | ${fmt(row.lcp)} | ${fmt(row.tbt)} | ${fmt(row.cls, 3)} | ${fmt(row.html, 1)} | ${fmt(row.css, 1)} | ${fmt(row.js, 1)} | ${overFloor} | ${fmt(row.jsLater, 1)} |`,
  );
}

const failures = pages.flatMap((row) => {
  const { path, jsOverFloorKb, performance } = row.route;
  return [
    row.js - floor.js > jsOverFloorKb &&
      `${path}: first-load JS ${fmt(row.js - floor.js, 1)} KB over the floor (budget ${jsOverFloorKb})`,
    row.performance < performance &&
      `${path}: performance ${row.performance} (budget ${performance}; the floor scored ${floor.performance})`,
    ...["accessibility", "best-practices", "seo"].map(
      (id) => row[id] < 100 && `${path}: ${id} ${row[id]} (budget 100)`,
    ),
    row.cls > 0.01 && `${path}: CLS ${fmt(row.cls, 3)} (budget 0.01)`,
  ].filter(Boolean);
});
console.log(
  failures.length === 0
    ? "\nAll budgets met."
    : `\nOver budget:\n- ${failures.join("\n- ")}`,
);
process.exit(failures.length === 0 ? 0 : 1);
