import {
  spawn,
  type ChildProcess,
  type SpawnOptions,
} from "node:child_process";

const GRACE_MS = 3_000;

export type GroupProcess = {
  child: ChildProcess;
  hasExited(): boolean;
  /** Resolves with the last lines the process wrote on stderr once it has exited. */
  exited: Promise<string>;
  stop(): Promise<void>;
};

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * Starts `command` as the leader of a process group of its own. Stopping it signals the whole
 * group, so that what it started goes too: WebKitWebDriver leaves MiniBrowser and its web
 * processes running when it is stopped alone.
 */
export function spawnGroup(
  command: string,
  args: string[],
  options: SpawnOptions = {},
): GroupProcess {
  const child = spawn(command, args, {
    stdio: ["ignore", "ignore", "pipe"],
    ...options,
    detached: true,
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2_000);
  });
  let hasExited = false;
  const exited = new Promise<string>((resolve) => {
    const done = () => {
      hasExited = true;
      resolve(stderr.trim());
    };
    child.once("exit", done);
    child.once("error", (error) => {
      stderr += `\n${error.message}`;
      done();
    });
  });
  const pid = child.pid ?? -1;
  return {
    child,
    hasExited: () => hasExited,
    exited,
    async stop() {
      if (pid < 0) return;
      signalGroup(pid, "SIGTERM");
      const gracePassed = new Promise((resolve) =>
        setTimeout(resolve, GRACE_MS).unref(),
      );
      await Promise.race([exited, gracePassed]);
      // The leader may be gone while what it started lingers: the group goes in any case.
      signalGroup(pid, "SIGKILL");
    },
  };
}
