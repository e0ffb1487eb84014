/** How one test runner ended: its exit, and what its report counted and said (none: it wrote none). */
export type RunnerEnd = {
  label: string;
  exitedCleanly: boolean;
  report?: {
    failedTests: number;
    /** Its first error outside any test, such as a web server that could not start. */
    firstError?: string;
  };
};

/**
 * The runners whose failure no failed test of theirs accounts for: one that wrote no report, and
 * one that exited with an error while its report counts no failed test (a web server whose port
 * was taken, a config that could not load). Such a report counts nothing, so without this
 * `npm test` would sum the runner as passing.
 */
export function runnerFailures(ends: RunnerEnd[]): string[] {
  return ends.flatMap(({ label, exitedCleanly, report }) => {
    if (!report) return [`${label} (no report)`];
    if (exitedCleanly || report.failedTests > 0) return [];
    const reason = report.firstError?.split("\n")[0]?.replace(/^Error: /, "");
    return [`${label} (exited with an error${reason ? `: ${reason}` : ""})`];
  });
}
