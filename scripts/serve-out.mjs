// Serves out/ the way a static host does: clean URLs, 404.html with status 404, gzip.
import http from "node:http";
import compression from "compression";
import handler from "serve-handler";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
const compress = compression();

const server = http.createServer((request, response) => {
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
