
import { test as base } from "./fixtures";
import { findNginx, NGINX_MISSING, startNginx } from "./nginx-server";

export type StaticServer = "serve" | "nginx";

const NGINX = findNginx();
const E2E_PORT = Number(process.env.E2E_PORT ?? 4321);
// One nginx per worker, on the ports right after the suite's own server.
const FIRST_NGINX_PORT = E2E_PORT + 1;

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
