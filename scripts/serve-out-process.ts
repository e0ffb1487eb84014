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

/** `npm run serve` on another folder and port, as a child process: ready once it answers. */
export async function startServeOut(folder: string, port: number) {
  const origin = `http://127.0.0.1:${port}`;
  await assertNothingAnswers(origin);
  const child = spawn(process.execPath, [SERVE_OUT, folder], {
    env: { ...process.env, PORT: String(port) },
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
  throw new Error(`serve-out.mjs ${folder} did not start on ${origin}.`);
}
