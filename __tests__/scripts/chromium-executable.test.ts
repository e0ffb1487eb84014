import { chromiumExecutable } from "@/scripts/chromium-executable";

const onlyExisting =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path);

describe("chromiumExecutable", () => {
  it("uses Debian's Chromium when nothing else is configured", () => {
    expect(chromiumExecutable({}, onlyExisting("/usr/bin/chromium"))).toBe(
      "/usr/bin/chromium",
    );
  });

  it("prefers PLAYWRIGHT_CHROMIUM_EXECUTABLE", () => {
    expect(
      chromiumExecutable(
        { PLAYWRIGHT_CHROMIUM_EXECUTABLE: "/opt/chromium/chrome" },
        onlyExisting("/opt/chromium/chrome", "/usr/bin/chromium"),
      ),
    ).toBe("/opt/chromium/chrome");
  });

  it("leaves the choice to Playwright when the configured file is missing", () => {
    expect(
      chromiumExecutable(
        { PLAYWRIGHT_CHROMIUM_EXECUTABLE: "/missing/chrome" },
        onlyExisting("/usr/bin/chromium"),
      ),
    ).toBeUndefined();
    expect(chromiumExecutable({}, onlyExisting())).toBeUndefined();
  });
});
