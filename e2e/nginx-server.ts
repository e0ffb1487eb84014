import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { delimiter, dirname, join, resolve } from "node:path";

import {
  assertNothingAnswers,
  waitUntilAnswering,
} from "../scripts/serve-out-process";

// Outside $PATH for users other than root on Debian.
const SBIN_DIRECTORIES = ["/usr/sbin", "/usr/local/sbin"];
const NGINX_FILE = process.platform === "win32" ? "nginx.exe" : "nginx";

export const NGINX_MISSING =
  "nginx not found, so the nginx project is skipped: install it (apt-get install nginx, brew install nginx) or set NGINX_BINARY to its path.";

/** NGINX_BINARY when set (even to a missing file), else the first nginx on $PATH or in sbin. */
export function findNginx(): string | undefined {
  const candidates = process.env.NGINX_BINARY
    ? [process.env.NGINX_BINARY]
    : [...(process.env.PATH ?? "").split(delimiter), ...SBIN_DIRECTORIES]
        .filter(Boolean)
        .map((directory) => join(directory, NGINX_FILE));
  return candidates.find((candidate) => existsSync(candidate));
}

/** The mime.types installed next to the binary's own nginx.conf (Debian: /etc/nginx). */
function mimeTypesOf(nginx: string): string {
  // `nginx -V` prints its build options on stderr.
  const { stderr } = spawnSync(nginx, ["-V"], { encoding: "utf8" });
  const confPath =
    /--conf-path=(\S+)/.exec(stderr)?.[1] ?? "/etc/nginx/nginx.conf";
  return join(dirname(confPath), "mime.types");
}

/**
 * Started as root, nginx runs its workers as `nobody`, who cannot read a checkout under /root or
 * inside a mode-700 folder (`mktemp -d`): every page would answer 403. Run them as the user who
 * runs the tests instead, as nginx does anyway when started by anyone else.
 */
function workerUser(): string {
  if (process.getuid?.() !== 0) return "";
  const group = spawnSync("id", ["-gn"], { encoding: "utf8" }).stdout.trim();
  return `user ${userInfo().username} ${group};\n`;
}

/** A path as an nginx string, spaces and all. */
function quoted(path: string): string {
  return JSON.stringify(path);
}

export type NginxServer = { url: string; stop: () => Promise<void> };

/**
 * Debian's nginx in the foreground with the generated server block, serving out/ on a loopback
 * port; its pid file, logs and temporary files live in a fresh directory removed on stop. The
 * system service is never touched.
 */
export async function startNginx(
  nginx: string,
  port: number,
): Promise<NginxServer> {
  const url = `http://127.0.0.1:${port}`;
  await assertNothingAnswers(url);
  const prefix = mkdtempSync(join(tmpdir(), "solswipe-nginx-"));
  const config = join(prefix, "nginx.conf");
  const errorLog = join(prefix, "error.log");
  writeFileSync(
    config,
    `daemon off;
${workerUser()}worker_processes 1;
pid ${quoted(join(prefix, "nginx.pid"))};
events { worker_connections 64; }
http {
  include ${quoted(mimeTypesOf(nginx))};
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${quoted(join(prefix, "client-body"))};
  proxy_temp_path ${quoted(join(prefix, "proxy"))};
  fastcgi_temp_path ${quoted(join(prefix, "fastcgi"))};
  uwsgi_temp_path ${quoted(join(prefix, "uwsgi"))};
  scgi_temp_path ${quoted(join(prefix, "scgi"))};
  server {
    listen 127.0.0.1:${port};
    root ${quoted(resolve("out"))};
    include ${quoted(resolve("deploy/nginx-server.conf"))};
  }
}
`,
  );
  const child = spawn(nginx, ["-p", prefix, "-c", config, "-e", errorLog], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  let hasExited = false;
  const exited = new Promise<void>((done) =>
    child.once("exit", () => {
      hasExited = true;
      done();
    }),
  );
  const stop = async () => {
    if (!hasExited) child.kill("SIGTERM");
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };

  if (await waitUntilAnswering(url, () => hasExited)) return { url, stop };
  const log = existsSync(errorLog) ? readFileSync(errorLog, "utf8") : "";
  await stop();
  throw new Error(`nginx did not start on ${url}:\n${stderr}${log}`);
}
