// `npm run bench`: Lighthouse (mobile preset, simulated throttling) on each route beside the
// Next.js floor (an export whose only page is an empty server component), built and measured in
// the same run and interleaved with our routes, so a quiet or a busy moment of the machine falls
// on both. Budgets are ratios and differences to that floor, never absolute scores: the floor
// itself wanders by several points from run to run. Not part of `npm test`: another process on
// the two cores skews the figures, so run it on a quiet machine.
//
// Beside the floor, for reference and under no budget: the same empty page carrying our
// stylesheet and font, which shows what the design's render-blocking pair costs on its own.
// BENCH_THROTTLING=devtools applies the preset's network and CPU slowdown for real instead of
// simulating them, to check a simulated figure against an observed one.
import { spawn, spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { lcpCriticalPath } from "./lcp-critical-path.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4400);
const THROTTLING = process.env.BENCH_THROTTLING ?? "simulate";
if (!["simulate", "devtools"].includes(THROTTLING))
  throw new Error("BENCH_THROTTLING is either simulate or devtools");
// Ignored by git, ESLint and Prettier, like the other reports.
const FLOOR_DIR = ".reports/bench-floor";
const STYLED_FLOOR_DIR = ".reports/bench-floor-styled";
const FLOOR_PAGE =
  "export default function Page() {\n  return <main><h1>Floor</h1></main>;\n}\n";
const FLOOR_FILES = {
  "next.config.mjs": 'export default { output: "export" };\n',
  "app/layout.jsx":
    'export default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  "app/page.jsx": FLOOR_PAGE,
};
// The font declared as app/layout.tsx declares it; the stylesheet is ours as built, with its
// fallback faces but without Inter's @font-face rule, which next/font writes again for the floor.
const STYLED_FLOOR_FILES = {
  "next.config.mjs": FLOOR_FILES["next.config.mjs"],
  "app/layout.jsx": `import localFont from "next/font/local";
import "./site.css";

const inter = localFont({ src: "./inter-subset.woff2", variable: "--font-inter", weight: "400 900", display: "swap", adjustFontFallback: false });

export default function RootLayout({ children }) {
  return (<html lang="en" className={inter.variable}><body>{children}</body></html>);
}
`,
  "app/page.jsx": FLOOR_PAGE,
};
const FLOOR_ROUTE = { path: "/", file: "index.html" };
const FLOOR = { ...FLOOR_ROUTE, dir: FLOOR_DIR, name: "Next.js floor" };
const STYLED_FLOOR = {
  ...FLOOR_ROUTE,
  dir: STYLED_FLOOR_DIR,
  name: "floor + our CSS and font",
};
const CONTENT_PAGE_BUDGET = {
  lcpRatio: 1.2,
  performanceBelowFloor: 2,
  cls: 0.01,
  jsOverFloorKb: 18,
  requestsOverFloor: 4,
};
const ROUTES = [
  { path: "/", file: "index.html", budget: CONTENT_PAGE_BUDGET },
  {
    path: "/get",
    file: "get.html",
    budget: {
      lcpRatio: 1.3,
      performanceBelowFloor: 3,
      cls: 0.01,
      // The 3D runtime is not counted: it is a lazy chunk, and it must start after the LCP.
      jsOverFloorKb: 40,
      lazyChunksAfterLcp: true,
    },
  },
  { path: "/token", file: "token.html", budget: CONTENT_PAGE_BUDGET },
].map((route) => ({ ...route, dir: "." }));
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
// /get's scene host cannot be reached offline, and Lighthouse's best-practices counts the failed
// request's console report; online it answers. Accessibility and SEO hold everywhere.
const FULL_MARKS = {
  "/": ["accessibility", "best-practices", "seo"],
  "/get": ["accessibility", "seo"],
  "/token": ["accessibility", "best-practices", "seo"],
};

const chromePath =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ??
  (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

function buildFloor(dir, files) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
  const build = spawnSync(process.execPath, [nextBin, "build", "."], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    // Our stylesheet repeats our own build's known warnings: only a failure is worth reading.
    stdio: ["ignore", "ignore", "pipe"],
  });
  if (build.status !== 0)
    throw new Error(`Building ${dir} failed:\n${build.stderr}`);
}

function builtStylesheet() {
  const chunks = "out/_next/static/chunks";
  return readdirSync(chunks)
    .filter((file) => file.endsWith(".css"))
    .map((file) => readFileSync(join(chunks, file), "utf8"))
    .join("\n")
    .replace(/@font-face\{[^}]*src:url\([^}]*\}/g, "");
}

function buildStyledFloor() {
  mkdirSync(join(STYLED_FLOOR_DIR, "app"), { recursive: true });
  writeFileSync(join(STYLED_FLOOR_DIR, "app/site.css"), builtStylesheet());
  copyFileSync(
    "app/fonts/inter-subset.woff2",
    join(STYLED_FLOOR_DIR, "app/inter-subset.woff2"),
  );
  buildFloor(STYLED_FLOOR_DIR, STYLED_FLOOR_FILES);
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

/**
 * Requests that started before the largest paint Chromium observed: the page's waterfall up to
 * its LCP. What the simulation charged out of it is `lcpCriticalPath`.
 */
function requestsBeforeLcp(lhr) {
  const { details } = lhr.audits["network-requests"];
  const metrics = lhr.audits.metrics.details.items[0];
  const lcpMs =
    (metrics.observedLargestContentfulPaintTs -
      details.debugData.networkStartTimeTs) /
    1000;
  return details.items
    .filter((item) => item.networkRequestTime < lcpMs)
    .map((item) => ({
      url: item.url,
      type: item.resourceType,
      start: item.networkRequestTime,
      end: item.networkEndTime,
      kb: item.transferSize / 1024,
    }));
}

async function summarise(lhr, artifacts, scripts, origin) {
  const requests = lhr.audits["network-requests"].details.items;
  const kb = (predicate) =>
    requests
      .filter(predicate)
      .reduce((sum, item) => sum + item.transferSize, 0) / 1024;
  const isScript = (item) => item.resourceType === "Script";
  const isFirstLoad = (item) => scripts.has(new URL(item.url).pathname);
  const early = requestsBeforeLcp(lhr);
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
    requestsBeforeLcp: early.length,
    kbBeforeLcp: early.reduce((sum, request) => sum + request.kb, 0),
    // Lazy chunks and third parties (the 3D runtime and its scene) have no place before the LCP.
    lazyBeforeLcp: early.filter(
      (request) =>
        !request.url.startsWith(origin) ||
        (request.type === "Script" && !isFirstLoad(request)),
    ).length,
    waterfall: early,
    // Only a simulated LCP has a charged path to read.
    criticalPath:
      THROTTLING === "simulate"
        ? await lcpCriticalPath(lhr, artifacts)
        : undefined,
  };
}

async function measure(chrome, route, origin) {
  // A run Lighthouse could not score (a trace it failed to read) is repeated, never counted as 0.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { lhr, artifacts } = await lighthouse(`${origin}${route.path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      throttlingMethod: THROTTLING,
    });
    if (CATEGORIES.every((id) => lhr.categories[id].score !== null))
      return summarise(lhr, artifacts, firstLoadScripts(route), origin);
    console.warn(`Lighthouse could not score ${route.path}: run repeated`);
  }
  throw new Error(`Lighthouse kept failing on ${route.path}`);
}

if (!existsSync("out/index.html"))
  throw new Error("out/ is missing: run `npm run build` first.");
buildFloor(FLOOR_DIR, FLOOR_FILES);
buildStyledFloor();

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

const pages = [FLOOR, STYLED_FLOOR, ...ROUTES];
const runs = new Map(pages.map((route) => [route, []]));
try {
  const origins = {};
  const dirs = new Set(pages.map((route) => route.dir));
  for (const [index, dir] of [...dirs].entries()) {
    const served = await serve(dir, PORT + index);
    servers.push(served.server);
    origins[dir] = served.origin;
  }
  for (let run = 1; run <= RUNS; run += 1) {
    process.stderr.write(`Round ${run} of ${RUNS}…\n`);
    for (const route of pages)
      runs.get(route).push(await measure(chrome, route, origins[route.dir]));
  }
} finally {
  await chrome.kill();
  for (const server of servers) server.kill();
}

const rows = pages.map((route) => {
  const routeRuns = runs.get(route);
  const numeric = Object.keys(routeRuns[0]).filter(
    (key) => typeof routeRuns[0][key] === "number",
  );
  const medians = Object.fromEntries(
    numeric.map((key) => [key, median(routeRuns.map((run) => run[key]))]),
  );
  const byLcp = [...routeRuns].sort((a, b) => a.lcp - b.lcp);
  const medianRun = byLcp[Math.floor(byLcp.length / 2)];
  const tbts = routeRuns.map((run) => run.tbt);
  return {
    route,
    ...medians,
    performanceRuns: routeRuns.map((run) => run.performance).join(", "),
    tbtRange: `${Math.min(...tbts).toFixed(0)}–${Math.max(...tbts).toFixed(0)}`,
    // The waterfall of the run whose LCP is the median: a real load, not a blend of several.
    waterfall: medianRun.waterfall,
    criticalPath: medianRun.criticalPath,
    js: firstLoadJsKb(route),
  };
});

const [floor, styledFloor] = rows;
const routes = rows.filter((row) => row.route.budget);
const fmt = (value, digits = 0) => value.toFixed(digits);
const signed = (value, digits = 0) =>
  `${value > 0 ? "+" : ""}${fmt(value, digits)}`;
const requestLine = ({ start, end, kb, type, url }) =>
  `  ${fmt(start).padStart(5)}–${fmt(end ?? NaN).padStart(5)} ms  ${fmt(kb, 1).padStart(6)} KB  ${type.padEnd(10)} ${url.startsWith("http://127.0.0.1") ? new URL(url).pathname : url}`;
const nameOf = (row) => row.route.name ?? row.route.path;

console.log(
  `\nLighthouse mobile preset, ${THROTTLING === "simulate" ? "simulated throttling" : "DevTools throttling (the preset's network and CPU slowdown applied for real)"}, median of ${RUNS} interleaved runs (each run's performance in brackets). The styled floor's column is for reference: no budget reads it.\n`,
);
console.log(
  "| route | perf | perf − floor | LCP ms | LCP ÷ floor | LCP ÷ styled floor | FCP ms | TBT ms (range) | CLS | requests before LCP | KB before LCP | JS first load KB | over floor KB | JS later KB | HTML KB | CSS KB | a11y | best-pr. | SEO |",
);
console.log(
  "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
);
for (const row of rows) {
  const vsFloor = (text) => (row === floor ? "" : text);
  const vsStyledFloor = (text) => (row.route.budget ? text : "");
  console.log(
    `| ${nameOf(row)} | ${row.performance} (${row.performanceRuns}) | ${vsFloor(signed(row.performance - floor.performance))} | ${fmt(row.lcp)} | ${vsFloor(fmt(row.lcp / floor.lcp, 2))} | ${vsStyledFloor(fmt(row.lcp / styledFloor.lcp, 2))} | ${fmt(row.fcp)} | ${fmt(row.tbt)} (${row.tbtRange}) | ${fmt(row.cls, 3)} | ${row.requestsBeforeLcp} | ${fmt(row.kbBeforeLcp, 1)} | ${fmt(row.js, 1)} | ${vsFloor(fmt(row.js - floor.js, 1))} | ${fmt(row.jsLater, 1)} | ${fmt(row.html, 1)} | ${fmt(row.css, 1)} | ${row.accessibility} | ${row["best-practices"]} | ${row.seo} |`,
  );
}

for (const row of rows) {
  console.log(
    `\nRequests started before the observed LCP on ${nameOf(row)} (median run):`,
  );
  for (const request of row.waterfall) console.log(requestLine(request));
}

for (const row of rows.filter((row) => row.criticalPath)) {
  const { requests, cpuMs, endMs } = row.criticalPath;
  console.log(
    `\nWhat the simulation charged to the LCP on ${nameOf(row)} (median run, simulated ms): these requests and ${fmt(cpuMs)} ms of main-thread work, ending at ${fmt(endMs)} ms`,
  );
  for (const request of requests) console.log(requestLine(request));
}

const failures = routes.flatMap((row) => {
  const { path, budget } = row.route;
  return [
    row.lcp > floor.lcp * budget.lcpRatio &&
      `${path}: LCP ${fmt(row.lcp)} ms is ${fmt(row.lcp / floor.lcp, 2)}× the floor's (budget ${budget.lcpRatio}×)`,
    row.performance < floor.performance - budget.performanceBelowFloor &&
      `${path}: performance ${row.performance} against the floor's ${floor.performance} (budget: at most ${budget.performanceBelowFloor} below)`,
    row.cls > budget.cls &&
      `${path}: CLS ${fmt(row.cls, 3)} (budget ${budget.cls})`,
    row.js - floor.js > budget.jsOverFloorKb &&
      `${path}: first-load JS ${fmt(row.js - floor.js, 1)} KB over the floor (budget ${budget.jsOverFloorKb})`,
    budget.requestsOverFloor !== undefined &&
      row.requestsBeforeLcp >
        floor.requestsBeforeLcp + budget.requestsOverFloor &&
      `${path}: ${row.requestsBeforeLcp} requests before LCP against the floor's ${floor.requestsBeforeLcp} (budget: at most ${budget.requestsOverFloor} more)`,
    budget.lazyChunksAfterLcp &&
      row.lazyBeforeLcp > 0 &&
      `${path}: a lazy chunk or third-party request started before the LCP`,
    ...FULL_MARKS[path].map(
      (id) => row[id] < 100 && `${path}: ${id} ${row[id]} (budget 100)`,
    ),
  ].filter(Boolean);
});
const slowMainThread = routes.filter((row) => row.tbt - floor.tbt > 100);
if (slowMainThread.length > 0)
  console.log(
    `\nTotal blocking time more than 100 ms above the floor's (${fmt(floor.tbt)} ms), to explain: ${slowMainThread.map((row) => `${nameOf(row)} ${fmt(row.tbt)} ms`).join(", ")}.`,
  );
console.log(
  failures.length === 0
    ? "\nAll budgets met."
    : `\nOver budget:\n- ${failures.join("\n- ")}`,
);
process.exit(failures.length === 0 ? 0 : 1);
