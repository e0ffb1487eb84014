// After `next build`: the security headers for every kind of host, allowing the export's inline
// scripts by their sha256 hashes. out/_headers (Netlify, Cloudflare Pages), deploy/nginx-server.conf,
// a <meta> policy in every page for hosts that send no headers, and the root vercel.json, whose
// headers do not depend on the build (so it changes only with lib/security-headers.ts: commit it).
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
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
  vercelJson,
  withPolicyMeta,
} = await jiti.import("./host-configs.ts");
const { sceneUrl } = await jiti.import("../content/get.ts");

const OUT = "out";
// Outside out/, so that no host publishes another host's configuration.
const DEPLOY = "deploy";

function filesIn(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    return entry.isDirectory() ? filesIn(path) : [path];
  });
}

const files = filesIn(OUT);
const pages = files.filter((file) => file.endsWith(".html"));

const hashes = new Set();
for (const page of pages) {
  for (const [, body] of readFileSync(page, "utf8").matchAll(
    /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    hashes.add(createHash("sha256").update(body).digest("base64"));
  }
}

const headers = buildSecurityHeaders({
  inlineScriptHashes: [...hashes].sort(),
  sceneUrl,
});
// Each build adds the hashes of its inline scripts: fail here, not on the host's upload.
assertHeadersFitEveryHost(headers);

writeFileSync(join(OUT, "_headers"), headersFile(headers));
mkdirSync(DEPLOY, { recursive: true });
writeFileSync(
  join(DEPLOY, "nginx-server.conf"),
  nginxServerConf(headers, {
    hasPrecompressedFiles: files.some((file) => file.endsWith(".gz")),
  }),
);
writeFileSync("vercel.json", vercelJson(buildIndependentHeaders(headers)));

const metaPolicy = metaContentSecurityPolicy(
  headers["Content-Security-Policy"],
);
for (const page of pages) {
  writeFileSync(page, withPolicyMeta(readFileSync(page, "utf8"), metaPolicy));
}

console.log(
  `Wrote ${OUT}/_headers, ${DEPLOY}/nginx-server.conf, vercel.json and the policy <meta> in ${pages.length} pages (${hashes.size} inline script hashes).`,
);
