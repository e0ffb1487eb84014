// Builds the export as a project site on GitHub Pages serves it, under a sub-path, into its own
// folder for the sub-path e2e project. out/ and deploy/ are set aside during the build and put
// back afterwards, so the root build and its server block stay as they were.
import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync } from "node:fs";
import { createJiti } from "jiti";

const jiti = createJiti(import.meta.url);
const { SUB_PATH_OUT, SUB_PATH_SITE_URL } =
  await jiti.import("./sub-path-site.ts");

const SET_ASIDE = ["out", "deploy"].filter((folder) => existsSync(folder));

rmSync(SUB_PATH_OUT, { recursive: true, force: true });
for (const folder of SET_ASIDE) renameSync(folder, `${folder}.set-aside`);
let status = 1;
try {
  ({ status } = spawnSync("npm run build", {
    shell: true,
    stdio: "inherit",
    env: { ...process.env, SITE_URL: SUB_PATH_SITE_URL },
  }));
  if (status === 0) renameSync("out", SUB_PATH_OUT);
} finally {
  for (const folder of ["out", "deploy"])
    rmSync(folder, { recursive: true, force: true });
  for (const folder of SET_ASIDE) renameSync(`${folder}.set-aside`, folder);
}
if (status === 0)
  console.log(`Wrote ${SUB_PATH_OUT}/, built for ${SUB_PATH_SITE_URL}.`);
process.exit(status ?? 1);
