import { sceneUrl } from "@/content/scene";
import {
  isLoopbackHostname,
  isSceneFailureReport,
  isSceneHost,
} from "@/e2e/engines/allowed-reports";

describe("isLoopbackHostname", () => {
  it("keeps requests to this machine only", () => {
    expect(["127.0.0.1", "localhost", "[::1]"].every(isLoopbackHostname)).toBe(
      true,
    );
    expect(isLoopbackHostname("example.com")).toBe(false);
    expect(isLoopbackHostname("127.0.0.1.example.com")).toBe(false);
  });
});

describe("isSceneHost", () => {
  const host = new URL(sceneUrl).host;

  it("recognises the scene's host, as a URL's host or as a CONNECT target", () => {
    expect(isSceneHost(host)).toBe(true);
    expect(isSceneHost(`${host}:443`)).toBe(true);
  });

  it("recognises no other host, not even the scene's CDN", () => {
    expect(isSceneHost("cdn.spline.design")).toBe(false);
    expect(isSceneHost(`${host}.evil.test`)).toBe(false);
  });
});

describe("isSceneFailureReport", () => {
  const report = `Cross-Origin Request Blocked: The Same Origin Policy disallows reading the remote resource at ${sceneUrl}. (Reason: CORS request did not succeed). Status code: (null).`;

  it("allows Firefox's report of the scene's refused request, word for word", () => {
    expect(isSceneFailureReport(report)).toBe(true);
  });

  it("allows no other report, about another resource or with another reason", () => {
    expect(
      isSceneFailureReport(report.replace(sceneUrl, "https://unpkg.com/x.js")),
    ).toBe(false);
    expect(
      isSceneFailureReport(report.replace("did not succeed", "missing header")),
    ).toBe(false);
    expect(isSceneFailureReport("TypeError: x is undefined")).toBe(false);
  });
});
