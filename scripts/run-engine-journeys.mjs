// `npm run test:engines` (after the build): the cross-engine journeys, in Firefox and in WebKit.
// See docs/testing.md.
import { createJiti } from "jiti";

const jiti = createJiti(import.meta.url, { alias: { "@": process.cwd() } });
const { runEngineJourneys } = await jiti.import(
  "../e2e/engines/run-engine-journeys.ts",
);

let isPassing = false;
try {
  isPassing = await runEngineJourneys(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
}
// Exits outright: an HTTP agent a driver library keeps alive must not hold the run open.
process.exit(isPassing ? 0 : 1);
