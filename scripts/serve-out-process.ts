import { spawn } from "node:child_process";
import { join } from "node:path";

const SERVE_OUT = join("scripts", "serve-out.mjs");
const STARTUP_TIMEOUT_MS = 10_000;

/** Whether any server answers at `url`. */
export function answers(url: string): Promise<boolean> {
  return fetch(url, { method: "HEAD" }).then(
    () => true,
    () => false,
  );
}

/** Fails when something already answers at `url`: it would be measured or tested instead. */
export async function assertNothingAnswers(url: string): Promise<void> {
  if (await answers(url))
    throw new Error(`Something already listens on ${url}.`);
}

/** True once a server answers at `url`; false when its process exits or 10 s pass first. */
export async function waitUntilAnswering(
  url: string,
  hasExited: () => boolean,
): Promise<boolean> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline && !hasExited()) {
    if (await answers(url)) return true;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return false;
}

/**
 * A Node.js program as a child process, with `env` added to ours, ready once a server answers at
 * `origin`; `stop` ends it.
 */
export async function startNodeServer(
  args: string[],
  origin: string,
  env: Record<string, string> = {},
) {
  await assertNothingAnswers(origin);
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: "ignore",
  });
  let hasExited = false;
  const exited = new Promise((done) =>
    child.once("exit", () => {
      hasExited = true;
      done(undefined);
    }),
  );
  const stop = async () => {
    if (!hasExited) child.kill();
    await exited;
  };
  if (await waitUntilAnswering(origin, () => hasExited))
    return { origin, stop };
  await stop();
  throw new Error(`${args.join(" ")} did not start on ${origin}.`);
}

/** `npm run serve` on another folder and port, as a child process: ready once it answers. */
export function startServeOut(folder: string, port: number) {
  return startNodeServer([SERVE_OUT, folder], `http://127.0.0.1:${port}`, {
    PORT: String(port),
  });
}
