// Runs before any package is installed, so it uses Node's own modules only.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * On a fresh clone, installs exactly the lock file's packages (`npm ci`), so that `npm start` and
 * `npm test` each work as the first command typed. npm writes node_modules/.package-lock.json at
 * every install; where it exists, the packages are left as they are.
 */
export function ensureInstalled() {
  if (existsSync("node_modules/.package-lock.json")) return;
  console.log(
    "No packages installed yet: installing them from package-lock.json (npm ci)…",
  );
  const { status } = spawnSync("npm ci --no-audit --no-fund", {
    shell: true,
    stdio: "inherit",
  });
  if (status !== 0) process.exit(status ?? 1);
}
