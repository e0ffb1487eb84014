import { connect } from "node:net";

export type RawResponse = {
  status: number;
  /** Lower-case names, as Playwright reports them; a repeated header keeps its last value. */
  headers: Record<string, string>;
  /** Every header's lower-case name as sent, repeats included. */
  headerNames: string[];
  body: Buffer;
};

type RawRequestOptions = {
  method?: string;
  headers?: Record<string, string>;
};

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = body.indexOf("\r\n", offset);
    const size = Number.parseInt(
      body.subarray(offset, lineEnd).toString("latin1"),
      16,
    );
    if (!(size > 0)) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}

/**
 * One HTTP/1.1 request whose target goes on the wire byte for byte. Browsers and Playwright's
 * request API parse a URL first (turning `\` into `/`, dropping tabs and newlines), so they
 * could never send the paths an attacker's link makes a server see.
 */
export function rawRequest(
  origin: string,
  target: string,
  { method = "GET", headers = {} }: RawRequestOptions = {},
): Promise<RawResponse> {
  const { hostname, port, host } = new URL(origin);
  const head = [
    `${method} ${target} HTTP/1.1`,
    `Host: ${host}`,
    "Connection: close",
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () =>
      socket.write(Buffer.from(`${head.join("\r\n")}\r\n\r\n`, "latin1")),
    );
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const response = Buffer.concat(chunks);
      const headEnd = response.indexOf("\r\n\r\n");
      const [statusLine = "", ...lines] = response
        .subarray(0, headEnd)
        .toString("latin1")
        .split("\r\n");
      const fields = lines.map((line) => {
        const separator = line.indexOf(":");
        return [
          line.slice(0, separator).trim().toLowerCase(),
          line.slice(separator + 1).trim(),
        ] as const;
      });
      const responseHeaders = Object.fromEntries(fields);
      const body = response.subarray(headEnd + 4);
      resolve({
        status: Number(statusLine.split(" ")[1]),
        headers: responseHeaders,
        headerNames: fields.map(([name]) => name),
        body:
          responseHeaders["transfer-encoding"] === "chunked"
            ? dechunk(body)
            : body,
      });
    });
  });
}
