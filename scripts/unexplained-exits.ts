/** How one test runner ended: its exit, and what its own report counted or said. */
export type RunnerEnd = {
  label: string;
  exitedCleanly: boolean;
  failedTests: number;
  /** The report's first error outside any test, such as a web server that could not start. */
  reportError?: string;
};

/**
 * The runners that exited with an error their report counts no failed test for: a web server
 * whose port was taken, a config that could not load. Their reports count nothing, so without
 * this `npm test` would sum them as passing.
 */
export function unexplainedExits(ends: RunnerEnd[]): string[] {
  return ends
    .filter(
      ({ exitedCleanly, failedTests }) => !exitedCleanly && failedTests === 0,
    )
    .map(({ label, reportError }) => {
      const reason = reportError?.split("\n")[0]?.replace(/^Error: /, "");
      return `${label} (exited with an error${reason ? `: ${reason}` : ""})`;
    });
}
