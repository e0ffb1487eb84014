import {
  findFirefox,
  findWebKit,
  INSTALL_COMMAND,
  missingLine,
  type FileSystem,
} from "@/e2e/engines/engine-binaries";

function fileSystem(...files: string[]): FileSystem {
  return {
    exists: (path) => files.includes(path),
    libFolders: () => ["x86_64-linux-gnu", "python3"],
    path: "/usr/local/bin:/usr/bin",
  };
}

const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

describe("findFirefox", () => {
  it("finds Debian's Firefox ESR", () => {
    expect(findFirefox(fileSystem("/usr/bin/firefox-esr"))).toEqual({
      binaries: "/usr/bin/firefox-esr",
    });
  });

  it("names the package to install when it is missing", () => {
    expect(findFirefox(fileSystem())).toEqual({
      missing: [
        { program: "/usr/bin/firefox-esr", debianPackage: "firefox-esr" },
      ],
    });
  });
});

describe("findWebKit", () => {
  it("finds the driver and Xvfb on PATH and MiniBrowser in the machine's library folder", () => {
    expect(
      findWebKit(
        fileSystem("/usr/bin/WebKitWebDriver", "/usr/bin/Xvfb", MINIBROWSER),
      ),
    ).toEqual({
      binaries: {
        driver: "/usr/bin/WebKitWebDriver",
        xvfb: "/usr/bin/Xvfb",
        miniBrowser: MINIBROWSER,
      },
    });
  });

  it("names every missing program with the package that brings it", () => {
    expect(findWebKit(fileSystem("/usr/bin/Xvfb"))).toEqual({
      missing: [
        { program: "WebKitWebDriver", debianPackage: "webkit2gtk-driver" },
        { program: "MiniBrowser", debianPackage: "webkit2gtk-driver" },
      ],
    });
  });
});

describe("missingLine", () => {
  it("says in one line what is missing, its package once, and the command that installs every engine", () => {
    expect(
      missingLine("WebKit", [
        { program: "WebKitWebDriver", debianPackage: "webkit2gtk-driver" },
        { program: "MiniBrowser", debianPackage: "webkit2gtk-driver" },
        { program: "Xvfb", debianPackage: "xvfb" },
      ]),
    ).toBe(
      `WebKit: not run, WebKitWebDriver, MiniBrowser, Xvfb not found (Debian package webkit2gtk-driver, xvfb): ${INSTALL_COMMAND}`,
    );
    expect(INSTALL_COMMAND).toBe(
      "apt-get install -y firefox-esr webkit2gtk-driver xvfb",
    );
  });
});
