// `npm run serve`: serves out/ (or the folder named as the first argument) the way the hosts we
// ship configurations for do, checked by the server contract specs against nginx: the routes of
// route-request.ts, every header of the folder's _headers, revalidation for everything but the
// hashed files under /_next/static/, and compression on the fly (brotli at quality 4 when the
// browser accepts it, else gzip). A folder built for a base path is served under it.
import { createReadStream, readdirSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import { extname, join, resolve, sep } from "node:path";
import compression from "compression";
import { createJiti } from "jiti";

const jiti = createJiti(import.meta.url);
const { basePathOf, NOT_FOUND_PAGE, routeRequest } =
  await jiti.import("./route-request.ts");
const { headersForPath, parseHeaderRules } =
  await jiti.import("./header-rules.ts");
const { ALLOWED_METHODS, IMMUTABLE_CACHE, REVALIDATE_CACHE } =
  await jiti.import("./host-configs.ts");

const root = resolve(process.argv[2] ?? "out");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

// Debian's nginx types and charsets, which the contract specs compare.
const CONTENT_TYPES = {
  ".css": "text/css",
  ".html": "text/html; charset=utf-8",
  ".ico": "image/x-icon",
  ".js": "application/javascript; charset=utf-8",
  ".json": "application/json",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".wasm": "application/wasm",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
  ".xml": "text/xml; charset=utf-8",
};

function readOrEmpty(file) {
  try {
    return readFileSync(join(root, file), "utf8");
  } catch {
    return "";
  }
}

const rules = parseHeaderRules(readOrEmpty("_headers"));
const basePath = basePathOf(readOrEmpty(NOT_FOUND_PAGE));

function pathOf(file) {
  const path = join(root, ...file.split("/"));
  // route-request.ts already keeps paths inside the folder; this holds whatever it missed.
  return path.startsWith(root + sep) ? path : undefined;
}

/**
 * Whether every name on the way to the file is spelled as in the folder, case included: macOS and
 * Windows find get.html for /GET, which nginx on Linux answers with 404.
 */
function isSpelledAsStored(file) {
  let folder = root;
  for (const name of file.split("/")) {
    if (!readdirSync(folder).includes(name)) return false;
    folder = join(folder, name);
  }
  return true;
}

/** The file's stats, or undefined when no file can be read there (missing, a name too long…). */
function statOf(file) {
  const path = pathOf(file);
  try {
    return path && isSpelledAsStored(file) ? statSync(path) : undefined;
  } catch {
    return undefined;
  }
}

/** nginx's validator: the file's modification time and size, in hex. */
function etagOf(stats) {
  return `"${Math.floor(stats.mtimeMs / 1000).toString(16)}-${stats.size.toString(16)}"`;
}

function send(request, response) {
  const route = routeRequest(request.method ?? "GET", request.url ?? "/", {
    basePath,
    isFile: (file) => Boolean(statOf(file)?.isFile()),
  });
  const headers = headersForPath(
    rules,
    route.kind === "file" ? `/${route.file}` : "/",
  );
  for (const [name, value] of Object.entries(headers))
    response.setHeader(name, value);
  response.setHeader(
    "Cache-Control",
    route.kind === "file" && route.immutable
      ? IMMUTABLE_CACHE
      : REVALIDATE_CACHE,
  );

  if (route.kind === "redirect") {
    response.writeHead(301, { Location: route.location }).end();
    return;
  }
  if (route.kind === "refuse") {
    if (route.status === 405)
      response.setHeader("Allow", ALLOWED_METHODS.join(", "));
    response
      .writeHead(route.status, { "Content-Type": "text/plain; charset=utf-8" })
      .end(http.STATUS_CODES[route.status]);
    return;
  }

  const stats = statOf(route.file);
  if (!stats?.isFile()) {
    response
      .writeHead(404, { "Content-Type": "text/plain; charset=utf-8" })
      .end(http.STATUS_CODES[404]);
    return;
  }
  response.setHeader(
    "Content-Type",
    CONTENT_TYPES[extname(route.file)] ?? "application/octet-stream",
  );
  if (route.status === 200) {
    const etag = etagOf(stats);
    response.setHeader("ETag", etag);
    response.setHeader("Last-Modified", stats.mtime.toUTCString());
    if (request.headers["if-none-match"] === etag) {
      response.writeHead(304).end();
      return;
    }
  }
  response.writeHead(route.status, { "Content-Length": stats.size });
  if (request.method === "HEAD") response.end();
  else createReadStream(pathOf(route.file)).pipe(response);
}

const compress = compression();
const server = http.createServer((request, response) => {
  compress(request, response, () => {
    try {
      send(request, response);
    } catch (error) {
      // One line, never a stack trace: the path is the visitor's, the message is ours.
      console.error(
        `500 for ${request.method} ${request.url}: ${error.message}`,
      );
      if (!response.headersSent) response.writeHead(500);
      response.end();
    }
  });
});

server.listen(port, host, () => {
  console.log(`Serving ${root} on http://localhost:${port}${basePath}`);
});

// npm runs a script through `sh -c`, and Debian's sh neither execs the command nor passes a
// SIGTERM on: `kill <npm start>` ended npm and the shell and left this server listening. So it
// also stops once the process that started it is gone (on POSIX it is adopted by another one).
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, 500).unref();
