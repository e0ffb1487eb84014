import { runnerFailures } from "@/scripts/runner-failures";

describe("runnerFailures", () => {
  it("names a runner that failed with no failed test, with its report's first error line", () => {
    expect(
      runnerFailures([
        {
          label: "end-to-end tests",
          exitedCleanly: false,
          report: {
            failedTests: 0,
            firstError:
              "Error: http://127.0.0.1:4321 is already used, make sure that nothing is running on the port/url\n    at stack",
          },
        },
      ]),
    ).toEqual([
      "end-to-end tests (exited with an error: http://127.0.0.1:4321 is already used, make sure that nothing is running on the port/url)",
    ]);
  });

  it("names one whose report has no error to quote", () => {
    expect(
      runnerFailures([
        {
          label: "cross-engine journeys",
          exitedCleanly: false,
          report: { failedTests: 0 },
        },
      ]),
    ).toEqual(["cross-engine journeys (exited with an error)"]);
  });

  it("names a runner that wrote no report, however it exited", () => {
    expect(
      runnerFailures([
        { label: "unit tests", exitedCleanly: true },
        { label: "end-to-end tests", exitedCleanly: false },
      ]),
    ).toEqual(["unit tests (no report)", "end-to-end tests (no report)"]);
  });

  it("leaves out a runner whose failed tests already explain its exit, and one that passed", () => {
    expect(
      runnerFailures([
        {
          label: "unit tests",
          exitedCleanly: false,
          report: { failedTests: 2 },
        },
        {
          label: "end-to-end tests",
          exitedCleanly: true,
          report: { failedTests: 0 },
        },
      ]),
    ).toEqual([]);
  });
});
