/**
 * What a `<meta http-equiv="Content-Security-Policy">` cannot carry: browsers ignore these
 * directives there (and warn in the console), so only a response header can deliver them.
 */
const HEADER_ONLY_DIRECTIVES = new Set([
  "frame-ancestors",
  "report-uri",
  "sandbox",
]);

type SecurityHeaderInput = {
  /** sha256 hashes (base64) of every inline script the export contains. */
  inlineScriptHashes: string[];
  /** The 3D scene file's URL: its host is allowed alongside the runtime's own. */
  sceneUrl: string;
  /** The hosts the 3D runtime fetches parts of a scene from, named on the privacy page too. */
  sceneRuntimeHosts: string[];
};

/**
 * The strictest policy a static export allows: Next inlines its bootstrap scripts, so they are
 * allowed by hash rather than with 'unsafe-inline'.
 */
export function buildSecurityHeaders({
  inlineScriptHashes,
  sceneUrl,
  sceneRuntimeHosts,
}: SecurityHeaderInput): Record<string, string> {
  const scene = [
    new URL(sceneUrl).origin,
    ...sceneRuntimeHosts.map((host) => `https://${host}`),
  ].join(" ");
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes.map((hash) => `'sha256-${hash}'`).join(" ")} 'wasm-unsafe-eval'`,
    // The 3D runtime injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${scene}`,
    "font-src 'self'",
    `connect-src 'self' blob: data: ${scene}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return {
    "Content-Security-Policy": directives
      .map((directive) => directive.replace(/\s+/g, " ").trim())
      .join("; "),
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), clipboard-write=(self)",
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

function isHeaderOnly(directive: string): boolean {
  return HEADER_ONLY_DIRECTIVES.has(directive.split(" ")[0] ?? "");
}

/**
 * The policy for hosts that cannot send headers (GitHub Pages, an S3 website endpoint), as a
 * `<meta>` in every page: the same sources and hashes, without what only a header can deliver.
 */
export function metaContentSecurityPolicy(policy: string): string {
  return policy
    .split("; ")
    .filter((directive) => !isHeaderOnly(directive))
    .join("; ");
}

/**
 * The headers every host sends beside each page's `<meta>` policy (`_headers`, the nginx block,
 * `vercel.json`): the header's policy keeps only what a `<meta>` cannot carry, since the pages'
 * own, with their script hashes, carries everything else.
 */
export function buildIndependentHeaders(
  headers: Record<string, string>,
): Record<string, string> {
  const policy = headers["Content-Security-Policy"] ?? "";
  return {
    ...headers,
    "Content-Security-Policy": policy
      .split("; ")
      .filter(isHeaderOnly)
      .join("; "),
  };
}
