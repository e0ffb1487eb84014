// After `next build`: the security headers for every kind of host, and each page's own policy.
// Each page carries its policy as a <meta>, allowing exactly its own inline scripts by their
// sha256 hashes; every host sends the same headers beside it, whose policy holds only what a
// <meta> cannot carry. out/_headers (Netlify, Cloudflare Pages), out/_redirects (Netlify's
// not-found page per language), deploy/nginx-server.conf, and the root vercel.json, which does not
// depend on the build (so it changes only with lib/security-headers.ts: commit it).
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { createJiti } from "jiti";

const jiti = createJiti(import.meta.url, { alias: { "@": process.cwd() } });
const {
  buildIndependentHeaders,
  buildSecurityHeaders,
  metaContentSecurityPolicy,
} = await jiti.import("../lib/security-headers.ts");
const {
  assertHeadersFitEveryHost,
  headersFile,
  nginxServerConf,
  redirectsFile,
  vercelJson,
  withPolicyMeta,
} = await jiti.import("./host-configs.ts");
const { sceneUrl, sceneRuntimeHosts } = await jiti.import(
  "../content/scene.ts",
);
const { prefixedLanguages } = await jiti.import("../content/languages.ts");

const OUT = "out";
// Outside out/, so that no host publishes another host's configuration.
const DEPLOY = "deploy";

function filesIn(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    return entry.isDirectory() ? filesIn(path) : [path];
  });
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The page's own policy, for its <meta>: its inline scripts' hashes and nothing else's. */
function pagePolicy(html) {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(([, body]) =>
    createHash("sha256").update(body).digest("base64"),
  );
  const policy = buildSecurityHeaders({
    inlineScriptHashes: [...new Set(hashes)].sort(),
    sceneUrl,
    sceneRuntimeHosts,
  })["Content-Security-Policy"];
  return {
    policy: metaContentSecurityPolicy(policy),
    hashCount: hashes.length,
  };
}

const files = filesIn(OUT);
const pages = files.filter((file) => file.endsWith(".html"));

const headers = buildIndependentHeaders(
  buildSecurityHeaders({ inlineScriptHashes: [], sceneUrl, sceneRuntimeHosts }),
);
assertHeadersFitEveryHost(headers);

// The languages whose pages live under a segment, each with a not-found page of its own.
const languageSegments = prefixedLanguages.filter((language) =>
  existsSync(join(OUT, language, "404.html")),
);

writeFileSync(join(OUT, "_headers"), headersFile(headers));
writeFileSync(join(OUT, "_redirects"), redirectsFile(languageSegments));
mkdirSync(DEPLOY, { recursive: true });
writeFileSync(
  join(DEPLOY, "nginx-server.conf"),
  nginxServerConf(headers, {
    hasPrecompressedFiles: files.some((file) => file.endsWith(".gz")),
    languageSegments,
  }),
);
writeFileSync("vercel.json", vercelJson(headers));

let longest = 0;
let hashCount = 0;
for (const page of pages) {
  const html = readFileSync(page, "utf8");
  const { policy, hashCount: count } = pagePolicy(html);
  longest = Math.max(longest, policy.length);
  hashCount += count;
  writeFileSync(page, withPolicyMeta(html, policy));
}

console.log(
  `Wrote ${OUT}/_headers, ${OUT}/_redirects, ${DEPLOY}/nginx-server.conf, vercel.json, and each of ${pages.length} pages its own policy <meta> (${hashCount} inline scripts; the longest policy ${longest} characters).`,
);
