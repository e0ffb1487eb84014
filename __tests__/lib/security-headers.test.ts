import {
  buildIndependentHeaders,
  buildSecurityHeaders,
  metaContentSecurityPolicy,
} from "@/lib/security-headers";

const headers = buildSecurityHeaders({
  inlineScriptHashes: ["abc123=", "def456="],
  sceneUrl: "https://prod.spline.design/abc/scene.splinecode",
  sceneRuntimeHosts: ["cdn.spline.design", "unpkg.com"],
});
const csp = headers["Content-Security-Policy"] ?? "";
const directive = (name: string) =>
  csp.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";

describe("buildSecurityHeaders", () => {
  it("allows inline scripts only by their hashes, never with unsafe-inline or unsafe-eval", () => {
    expect(directive("script-src")).toContain("'sha256-abc123='");
    expect(directive("script-src")).toContain("'sha256-def456='");
    expect(directive("script-src")).not.toMatch(
      /'unsafe-inline'|'unsafe-eval'/,
    );
  });

  it("limits connections to the site, the scene's host and the 3D runtime's CDNs, and forbids framing", () => {
    expect(directive("connect-src")).toBe(
      "connect-src 'self' blob: data: https://prod.spline.design https://cdn.spline.design https://unpkg.com",
    );
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive("default-src")).toBe("default-src 'self'");
  });

  it("sends the other hardening headers", () => {
    expect(headers).toMatchObject({
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Content-Type-Options": "nosniff",
      "Strict-Transport-Security": expect.stringContaining("max-age="),
      "Permissions-Policy": expect.stringContaining("camera=()"),
    });
  });
});

describe("metaContentSecurityPolicy", () => {
  const meta = metaContentSecurityPolicy(csp);

  it("keeps every source and hash of the header policy", () => {
    expect(meta.split("; ")).toEqual(
      csp.split("; ").filter((part) => !part.startsWith("frame-ancestors ")),
    );
    expect(meta).toContain("'sha256-abc123='");
  });

  it("leaves out what a <meta> policy cannot carry", () => {
    expect(
      metaContentSecurityPolicy(
        "default-src 'self'; sandbox allow-scripts; report-uri /csp; frame-ancestors 'none'",
      ),
    ).toBe("default-src 'self'");
  });
});

describe("buildIndependentHeaders", () => {
  const independent = buildIndependentHeaders(headers);

  it("keeps of the policy only what the pages' <meta> cannot carry, and no hash", () => {
    expect(independent["Content-Security-Policy"]).toBe(
      "frame-ancestors 'none'",
    );
  });

  it("keeps every other hardening header as it is", () => {
    for (const [name, value] of Object.entries(headers))
      if (name !== "Content-Security-Policy")
        expect(independent[name]).toBe(value);
  });
});
