// `npm test`: every check and test, then one closing line summed over Jest and Playwright.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const REPORTS = ".reports";
const JEST_REPORT = `${REPORTS}/jest.json`;
const PLAYWRIGHT_REPORT = `${REPORTS}/playwright.json`;

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

function run(label, command, env = {}) {
  console.log(`\n▶ ${label}: ${command}`);
  const { status } = spawnSync(command, {
    shell: true,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  return status === 0;
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
}

const failedChecks = [];
for (const [label, command] of [
  ["typecheck", "npm run typecheck"],
  ["lint", "npm run lint"],
]) {
  if (!run(label, command)) failedChecks.push(label);
}

run("unit tests", `npx jest --json --outputFile=${JEST_REPORT}`);
const isBuilt = run("build", "npm run build");
if (!isBuilt) failedChecks.push("build");
else
  run("end-to-end tests", "npx playwright test", {
    PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_REPORT,
  });

const jest = readJson(JEST_REPORT);
const playwright = readJson(PLAYWRIGHT_REPORT)?.stats;
if (!jest) failedChecks.push("unit tests (no report)");
if (isBuilt && !playwright) failedChecks.push("end-to-end tests (no report)");

const passed = (jest?.numPassedTests ?? 0) + (playwright?.expected ?? 0);
const skipped =
  (jest?.numPendingTests ?? 0) +
  (jest?.numTodoTests ?? 0) +
  (playwright?.skipped ?? 0);
const failed =
  (jest?.numFailedTests ?? 0) +
  (jest?.numRuntimeErrorTestSuites ?? 0) +
  (playwright?.unexpected ?? 0) +
  (playwright?.flaky ?? 0) +
  failedChecks.length;

console.log(
  `\nJest: ${jest?.numPassedTests ?? 0} passed, ${jest?.numFailedTests ?? 0} failed`,
);
console.log(
  `Playwright: ${playwright?.expected ?? 0} passed, ${(playwright?.unexpected ?? 0) + (playwright?.flaky ?? 0)} failed`,
);
if (failedChecks.length > 0)
  console.log(`Failed checks: ${failedChecks.join(", ")}`);
console.log(
  `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}`,
);
process.exit(failed > 0 ? 1 : 0);
