// `npm start`: installs the packages on a fresh clone, builds, then serves out/ as `npm run serve`
// does. So the README's command to type is one npm command with no shell operator in it:
// Windows PowerShell 5.1, the shell a Windows terminal opens, refuses `&&`.
import { spawnSync } from "node:child_process";
import { ensureInstalled } from "./ensure-installed.mjs";

ensureInstalled();
const { status } = spawnSync("npm run build", {
  shell: true,
  stdio: "inherit",
});
if (status !== 0) process.exit(status ?? 1);
await import("./serve-out.mjs");
