// Runs before any package is installed, so it uses Node's own modules only.
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";

const modifiedAt = (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs;

/**
 * Installs exactly the lock file's packages (`npm ci`) when none are installed (a fresh clone) or
 * the lock file changed since they were (a pull that bumps a dependency), so that `npm start` and
 * `npm test` each work as the first command typed. npm writes node_modules/.package-lock.json at
 * the end of every install, after package-lock.json.
 */
export function ensureInstalled() {
  const installedAt = modifiedAt("node_modules/.package-lock.json");
  const lockedAt = modifiedAt("package-lock.json") ?? 0;
  if (installedAt !== undefined && installedAt >= lockedAt) return;
  console.log(
    installedAt === undefined
      ? "No packages installed yet: installing them from package-lock.json (npm ci)…"
      : "package-lock.json changed since the packages were installed: installing them again (npm ci)…",
  );
  const { status } = spawnSync("npm ci --no-audit --no-fund", {
    shell: true,
    stdio: "inherit",
  });
  if (status !== 0) process.exit(status ?? 1);
}
