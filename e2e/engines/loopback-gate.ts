import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A proxy on loopback that lets nothing through: the engine is told to send it every request not
 * for this machine, and it answers 403, noting the host. Plain HTTP arrives as a request for a
 * full URL, HTTPS as a CONNECT for host:port, so that is all it learns of an HTTPS request.
 */
export async function startLoopbackGate() {
  const refused: string[] = [];
  const server = createServer((request, response) => {
    refused.push(new URL(request.url ?? "", "http://unknown").host);
    response.writeHead(403).end();
  });
  server.on("connect", (request, socket) => {
    refused.push(request.url ?? "unknown");
    socket.end("HTTP/1.1 403 Forbidden\r\n\r\n");
  });
  await new Promise<void>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve()),
  );
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The hosts refused since the last call. */
    takeRefused: () => refused.splice(0),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type LoopbackGate = Awaited<ReturnType<typeof startLoopbackGate>>;
