// Serves out/ the way a static host does: clean URLs, 404.html with status 404, compression on
// the fly (brotli at quality 4 when the browser accepts it, else gzip), and the headers from
// out/_headers so local runs and tests see what production sends.
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import compression from "compression";
import handler from "serve-handler";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const compress = compression();

/** Netlify-style `_headers`: a path pattern on its own line, then indented `Name: value` lines. */
function readHeaderRules(file) {
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
          .replace(/\*/g, ".*")}$`,
      );
      rules.push({ pattern, headers: [] });
    } else {
      const separator = line.indexOf(":");
      rules
        .at(-1)
        ?.headers.push([
          line.slice(0, separator).trim(),
          line.slice(separator + 1).trim(),
        ]);
    }
  }
  return rules;
}

const rules = readHeaderRules("out/_headers");

const server = http.createServer((request, response) => {
  const path = new URL(request.url ?? "/", "http://localhost").pathname;
  for (const rule of rules) {
    if (rule.pattern.test(path))
      for (const [name, value] of rule.headers) response.setHeader(name, value);
  }
  compress(request, response, () =>
    handler(request, response, {
      public: "out",
      cleanUrls: true,
      directoryListing: false,
    }),
  );
});

server.listen(port, host, () => {
  console.log(`Serving out/ on http://localhost:${port}`);
});
