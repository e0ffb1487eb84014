// `npm run serve`: serves out/ (or the folder named as the first argument) the way the hosts we
// ship configurations for do, checked by the server contract specs against nginx: the routes of
// route-request.ts, every header of the folder's _headers, revalidation for everything but the
// hashed files under /_next/static/, compression on the fly (brotli at quality 4 when the
// browser accepts it, else gzip), its weak ETags and conditional answers, and its limits on a
// request's head. A folder built for a base path is served under it.
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
const {
  ALLOWED_METHODS,
  HEADER_BUFFERS,
  IMMUTABLE_CACHE,
  PLAIN_ANSWERS,
  REVALIDATE_CACHE,
} = await jiti.import("./host-configs.ts");

const root = resolve(process.argv[2] ?? "out");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

// Debian's nginx types and charsets, which the contract specs compare.
const PLAIN_TEXT = "text/plain; charset=utf-8";
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
/** What every answer carries, refusals included: the rules of the site's root. */
const siteHeaders = headersForPath(rules, "/");
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

/**
 * nginx's 304: each validator the request sends must say unchanged. If-None-Match compares weakly
 * (a compressed body's `W/` tag matches the file's), If-Modified-Since only the exact time.
 */
function isNotModified(request, stats, etag) {
  const { "if-none-match": tags, "if-modified-since": since } = request.headers;
  if (tags === undefined && since === undefined) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, "");
  const tagMatches =
    tags === undefined ||
    tags.trim() === "*" ||
    tags.split(",").some((tag) => bare(tag) === bare(etag));
  const timeMatches =
    since === undefined ||
    Date.parse(since) === Math.floor(stats.mtimeMs / 1000) * 1000;
  return tagMatches && timeMatches;
}

const LINE_LIMIT = HEADER_BUFFERS.kilobytes * 1024;

/** What nginx answers to a request whose head outgrows its buffers, or nothing. */
function headRefusal(request) {
  const requestLine = `${request.method} ${request.url} HTTP/${request.httpVersion}\r\n`;
  if (requestLine.length > LINE_LIMIT) return 414;
  let headLength = requestLine.length;
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    const line = `${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}\r\n`;
    if (line.length > LINE_LIMIT) return 400;
    headLength += line.length;
  }
  return headLength > HEADER_BUFFERS.count * LINE_LIMIT ? 400 : undefined;
}

function send(request, response) {
  const refusal = headRefusal(request);
  if (refusal) {
    for (const [name, value] of Object.entries(siteHeaders))
      response.setHeader(name, value);
    response
      .writeHead(refusal, {
        "Cache-Control": REVALIDATE_CACHE,
        "Content-Type": PLAIN_TEXT,
      })
      .end(PLAIN_ANSWERS[refusal]);
    return;
  }
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
    // nginx writes no charset on a redirect.
    response
      .writeHead(301, {
        Location: route.location,
        "Content-Type": "text/plain",
      })
      .end(PLAIN_ANSWERS[301]);
    return;
  }
  if (route.kind === "refuse") {
    if (route.status === 405)
      response.setHeader("Allow", ALLOWED_METHODS.join(", "));
    response
      .writeHead(route.status, { "Content-Type": PLAIN_TEXT })
      .end(PLAIN_ANSWERS[route.status]);
    return;
  }

  const stats = statOf(route.file);
  if (!stats?.isFile()) {
    response
      .writeHead(404, { "Content-Type": PLAIN_TEXT })
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
    if (isNotModified(request, stats, etag)) {
      // As nginx's: no type, so nothing to compress, and the file's own ETag.
      response.removeHeader("Content-Type");
      response.writeHead(304).end();
      return;
    }
  }
  response.writeHead(route.status, { "Content-Length": stats.size });
  if (request.method === "HEAD") response.end();
  else createReadStream(pathOf(route.file)).pipe(response);
}

// nginx compresses from 20 bytes (gzip_min_length), and the answer to a HEAD as it would the GET's.
const compress = compression({ threshold: 20 });
const asGet = (request) =>
  request.method === "HEAD"
    ? Object.create(request, { method: { value: "GET" } })
    : request;

/** Makes the file's ETag weak once the body is compressed, as nginx does: the bytes differ. */
function weakenEtagWhenCompressed(response) {
  const writeHead = response.writeHead;
  response.writeHead = function (...args) {
    const etag = this.getHeader("ETag");
    if (this.getHeader("Content-Encoding") && etag?.startsWith('"'))
      this.setHeader("ETag", `W/${etag}`);
    return writeHead.apply(this, args);
  };
}

// Heads up to 1 MB reach headRefusal, which answers as nginx; a longer one, clientError below.
const server = http.createServer(
  { maxHeaderSize: 1024 * 1024 },
  (request, response) => {
    // Wrapped before compression wraps it in turn, so it runs after compression has chosen.
    weakenEtagWhenCompressed(response);
    compress(asGet(request), response, () => {
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
  },
);

/** An answer written on the socket, for requests Node refuses before a response exists. */
function answerOnSocket(socket, status) {
  if (!socket.writable) return socket.destroy();
  const body = PLAIN_ANSWERS[status];
  const headers = {
    ...siteHeaders,
    "Cache-Control": REVALIDATE_CACHE,
    ...(status === 405 ? { Allow: ALLOWED_METHODS.join(", ") } : {}),
    Date: new Date().toUTCString(),
    "Content-Type": PLAIN_TEXT,
    "Content-Length": Buffer.byteLength(body),
    Connection: "close",
  };
  const head = Object.entries(headers).map(
    ([name, value]) => `${name}: ${value}`,
  );
  socket.end(
    `HTTP/1.1 ${status} ${body}\r\n${head.join("\r\n")}\r\n\r\n${body}`,
  );
}

// Node reads no method it does not know (FOO) and hands CONNECT to a proxy: nginx answers both
// 405. Past Node's limit on a head (1 MB), the 400 nginx gives a head past its buffers.
server.on("clientError", (error, socket) =>
  answerOnSocket(socket, error.code === "HPE_INVALID_METHOD" ? 405 : 400),
);
server.on("connect", (_request, socket) => answerOnSocket(socket, 405));

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
