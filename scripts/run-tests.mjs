// `npm test`: every check and test, then one closing line summed over Jest, Playwright and the
// cross-engine journeys.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { ensureInstalled } from "./ensure-installed.mjs";

ensureInstalled();
const { chromium } = await import("@playwright/test");
const { createJiti } = await import("jiti");
const jiti = createJiti(import.meta.url);
const { chromiumExecutable, testChromiumExecutable } = await jiti.import(
  "./chromium-executable.ts",
);
const { engineCountLines, engineTotals } = await jiti.import(
  "../e2e/engines/engine-report.ts",
);
const { runnerFailures } = await jiti.import("./runner-failures.ts");

const REPORTS = ".reports";
const JEST_REPORT = `${REPORTS}/jest.json`;
const PLAYWRIGHT_REPORT = `${REPORTS}/playwright.json`;
const ENGINES_REPORT = `${REPORTS}/engines.json`;

const NO_BROWSER =
  "No Chromium for the end-to-end tests: install Debian's (apt-get install chromium chromium-headless-shell) or Playwright's (npx playwright install chromium), then run npm test again.";

/**
 * Whether Playwright's own Chromium is installed and starts: its headless shell, or with
 * `channel: "chromium"` its full browser.
 */
async function canLaunchPlaywrightChromium(options = {}) {
  try {
    await (await chromium.launch(options)).close();
    return true;
  } catch {
    return false;
  }
}

/** Which Chromium the tests lack, if any: the full browser is the autofill spec's. */
async function missingChromium() {
  if (!testChromiumExecutable() && !(await canLaunchPlaywrightChromium()))
    return "no /usr/bin/chromium-headless-shell or /usr/bin/chromium";
  if (
    !chromiumExecutable() &&
    !(await canLaunchPlaywrightChromium({ channel: "chromium" }))
  )
    return "no full /usr/bin/chromium";
  return undefined;
}

// A newcomer's machine may have no Chromium at all, or only Debian's headless shell, which has no
// autofill: fetch Playwright's (both browsers) before anything else runs.
const missingBrowser = await missingChromium();
if (missingBrowser) {
  const configured = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  console.log(
    `No Chromium found (${configured ? `PLAYWRIGHT_CHROMIUM_EXECUTABLE=${configured} does not exist` : missingBrowser}, no Playwright browser): installing Playwright's with npx playwright install chromium (a download of about 170 MB)…`,
  );
  // Its output on a failed download is a page of stack traces: the one line below says it all.
  const { status } = spawnSync("npx playwright install chromium", {
    shell: true,
    stdio: "ignore",
  });
  if (status !== 0) {
    console.error(NO_BROWSER);
    process.exit(1);
  }
  console.log("Installed Playwright's Chromium.");
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

function run(label, command, env = {}) {
  console.log(`\n▶ ${label}: ${command}`);
  const { status } = spawnSync(command, {
    shell: true,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  return status === 0;
}

/** Why Playwright tests were skipped, each reason once (such as how to install nginx). */
function skipReasons(report) {
  const reasons = new Set();
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const { type, description } of test.annotations ?? [])
          if (type === "skip" && description) reasons.add(description);
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  return [...reasons];
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
}

const failedChecks = [];
for (const [label, command] of [
  ["typecheck", "npm run typecheck"],
  ["lint", "npm run lint"],
  ["formatting", "npm run format:check"],
]) {
  if (!run(label, command)) failedChecks.push(label);
}

const jestExited = run(
  "unit tests",
  `npx jest --json --outputFile=${JEST_REPORT}`,
);
// The typecheck above has read every file the builds would check (next.config.ts).
const checkedBuild = { TYPES_CHECKED: "1" };
// For the sub-path e2e project, before the root build: it sets out/ aside while it runs.
if (
  !run(
    "build under a sub-path",
    "node scripts/build-sub-path.mjs",
    checkedBuild,
  )
)
  failedChecks.push("build under a sub-path");
const isBuilt = run("build", "npm run build", checkedBuild);
if (!isBuilt) failedChecks.push("build");
const playwrightExited =
  isBuilt &&
  run("end-to-end tests", "npx playwright test", {
    PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT,
  });
const enginesExited =
  isBuilt &&
  run("cross-engine journeys", "node scripts/run-engine-journeys.mjs");

const jest = readJson(JEST_REPORT);
const playwrightReport = readJson(PLAYWRIGHT_REPORT);
const playwright = playwrightReport?.stats;
const engines = readJson(ENGINES_REPORT);
const engineCounts = engineTotals(engines);
failedChecks.push(
  ...runnerFailures([
    {
      label: "unit tests",
      exitedCleanly: jestExited,
      report: jest && {
        failedTests: jest.numFailedTests + jest.numRuntimeErrorTestSuites,
      },
    },
    ...(isBuilt
      ? [
          {
            label: "end-to-end tests",
            exitedCleanly: playwrightExited,
            report: playwright && {
              failedTests: playwright.unexpected + playwright.flaky,
              firstError: playwrightReport.errors?.[0]?.message,
            },
          },
          {
            label: "cross-engine journeys",
            exitedCleanly: enginesExited,
            report: engines && { failedTests: engineCounts.failed },
          },
        ]
      : []),
  ]),
);

const passed =
  (jest?.numPassedTests ?? 0) +
  (playwright?.expected ?? 0) +
  engineCounts.passed;
const skipped =
  (jest?.numPendingTests ?? 0) +
  (jest?.numTodoTests ?? 0) +
  (playwright?.skipped ?? 0);
const failed =
  (jest?.numFailedTests ?? 0) +
  (jest?.numRuntimeErrorTestSuites ?? 0) +
  (playwright?.unexpected ?? 0) +
  (playwright?.flaky ?? 0) +
  engineCounts.failed +
  failedChecks.length;

console.log(
  `\nJest: ${jest?.numPassedTests ?? 0} passed, ${jest?.numFailedTests ?? 0} failed`,
);
console.log(
  `Playwright: ${playwright?.expected ?? 0} passed, ${(playwright?.unexpected ?? 0) + (playwright?.flaky ?? 0)} failed`,
);
if (engines) for (const line of engineCountLines(engines)) console.log(line);
for (const reason of skipReasons(playwrightReport))
  console.log(`Skipped: ${reason}`);
if (failedChecks.length > 0)
  console.log(`Failed checks: ${failedChecks.join(", ")}`);
console.log(
  `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}`,
);
process.exit(failed > 0 ? 1 : 0);
