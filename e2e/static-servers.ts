import { existsSync } from "node:fs";

import { startServeOut } from "../scripts/serve-out-process";
import { SUB_PATH_OUT } from "../scripts/sub-path-site";
import { test as base } from "./fixtures";
import { findNginx, NGINX_MISSING, startNginx } from "./nginx-server";

export type StaticServer = "serve" | "nginx";

const NGINX = findNginx();
const E2E_PORT = Number(process.env.E2E_PORT ?? 4321);
// The ports right after the suite's own server: one nginx per worker, then one sub-path server
// per worker.
const FIRST_NGINX_PORT = E2E_PORT + 1;
const FIRST_SUB_PATH_PORT = E2E_PORT + 3;

type WorkerFixtures = {
  /** Which server the specs of a project talk to: `npm run serve` or nginx. */
  staticServer: StaticServer;
  nginxOrigin: string | undefined;
};

/**
 * Specs run against `npm run serve` (the suite's web server) or, in the nginx project, against
 * nginx with the generated server block: `baseURL` is whichever the project names.
 */
export const test = base.extend<object, WorkerFixtures>({
  staticServer: ["serve", { scope: "worker", option: true }],
  nginxOrigin: [
    async ({ staticServer }, use, workerInfo) => {
      if (staticServer !== "nginx" || !NGINX) return use(undefined);
      const server = await startNginx(
        NGINX,
        FIRST_NGINX_PORT + workerInfo.parallelIndex,
      );
      await use(server.url);
      await server.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ baseURL, staticServer, nginxOrigin }, use, testInfo) => {
    if (staticServer === "nginx") testInfo.skip(!nginxOrigin, NGINX_MISSING);
    await use(staticServer === "nginx" ? nginxOrigin : baseURL);
  },
});

/** `baseURL` is `npm run serve` on the export built for a sub-path (see build-sub-path.mjs). */
export const subPathTest = base.extend<object, { subPathOrigin: string }>({
  subPathOrigin: [
    async ({}, use, workerInfo) => {
      if (!existsSync(SUB_PATH_OUT))
        throw new Error(
          `No ${SUB_PATH_OUT}/: build it with \`node scripts/build-sub-path.mjs\` (npm test does).`,
        );
      const server = await startServeOut(
        SUB_PATH_OUT,
        FIRST_SUB_PATH_PORT + workerInfo.parallelIndex,
      );
      await use(server.origin);
      await server.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ subPathOrigin }, use) => use(subPathOrigin),
});
