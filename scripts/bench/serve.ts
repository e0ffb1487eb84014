import { spawn } from "node:child_process";
import { join } from "node:path";

const SERVE_OUT = join("scripts", "serve-out.mjs");

/** The folder's out/ served as `npm run serve` serves the site, with that folder's headers. */
export async function serve(folder: string, port: number) {
  const server = spawn(process.execPath, [SERVE_OUT, join(folder, "out")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => server.kill();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await fetch(origin);
      return { origin, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  stop();
  throw new Error(`The static server for ${folder} did not start on ${origin}`);
}
