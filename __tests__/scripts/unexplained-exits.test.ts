import { unexplainedExits } from "@/scripts/unexplained-exits";

describe("unexplainedExits", () => {
  it("names a runner that failed with no failed test, with its report's first error line", () => {
    expect(
      unexplainedExits([
        {
          label: "end-to-end tests",
          exitedCleanly: false,
          failedTests: 0,
          reportError:
            "Error: http://127.0.0.1:4321 is already used, make sure that nothing is running on the port/url\n    at stack",
        },
      ]),
    ).toEqual([
      "end-to-end tests (exited with an error: http://127.0.0.1:4321 is already used, make sure that nothing is running on the port/url)",
    ]);
  });

  it("names one without a report's error too", () => {
    expect(
      unexplainedExits([
        {
          label: "cross-engine journeys",
          exitedCleanly: false,
          failedTests: 0,
        },
      ]),
    ).toEqual(["cross-engine journeys (exited with an error)"]);
  });

  it("leaves out a runner whose failed tests already explain its exit, and one that passed", () => {
    expect(
      unexplainedExits([
        { label: "unit tests", exitedCleanly: false, failedTests: 2 },
        { label: "end-to-end tests", exitedCleanly: true, failedTests: 0 },
      ]),
    ).toEqual([]);
  });
});
