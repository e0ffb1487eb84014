// After `next build`: writes out/_headers (the format Netlify and Cloudflare Pages read) with the
// security headers, allowing the export's inline scripts by their sha256 hashes.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createJiti } from "jiti";

const jiti = createJiti(import.meta.url, { alias: { "@": process.cwd() } });
const { buildSecurityHeaders } = await jiti.import(
  "../lib/security-headers.ts",
);
const { sceneUrl } = await jiti.import("../content/get.ts");

function htmlFiles(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

const hashes = new Set();
for (const file of htmlFiles("out")) {
  for (const [, body] of readFileSync(file, "utf8").matchAll(
    /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    hashes.add(createHash("sha256").update(body).digest("base64"));
  }
}

const headers = buildSecurityHeaders({
  inlineScriptHashes: [...hashes].sort(),
  sceneUrl,
});
const lines = [
  "/*",
  ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
];
writeFileSync("out/_headers", `${lines.join("\n")}\n`);
console.log(`Wrote out/_headers (${hashes.size} inline script hashes).`);
