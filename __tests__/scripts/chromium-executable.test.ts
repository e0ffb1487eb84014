import {
  chromiumExecutable,
  testChromiumExecutable,
} from "@/scripts/chromium-executable";

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

describe("testChromiumExecutable", () => {
  it("prefers Debian's headless shell, else its full Chromium", () => {
    expect(
      testChromiumExecutable(
        {},
        onlyExisting("/usr/bin/chromium-headless-shell", "/usr/bin/chromium"),
      ),
    ).toBe("/usr/bin/chromium-headless-shell");
    expect(testChromiumExecutable({}, onlyExisting("/usr/bin/chromium"))).toBe(
      "/usr/bin/chromium",
    );
  });

  it("prefers PLAYWRIGHT_CHROMIUM_EXECUTABLE, and nothing else when it is missing", () => {
    const both = onlyExisting(
      "/opt/chromium/chrome",
      "/usr/bin/chromium-headless-shell",
    );
    expect(
      testChromiumExecutable(
        { PLAYWRIGHT_CHROMIUM_EXECUTABLE: "/opt/chromium/chrome" },
        both,
      ),
    ).toBe("/opt/chromium/chrome");
    expect(
      testChromiumExecutable(
        { PLAYWRIGHT_CHROMIUM_EXECUTABLE: "/missing/chrome" },
        both,
      ),
    ).toBeUndefined();
  });
});
