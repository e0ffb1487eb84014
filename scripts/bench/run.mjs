// `npm run bench` (after the build): see docs/performance.md, "How we measure".
import { createJiti } from "jiti";

const jiti = createJiti(import.meta.url, { alias: { "@": process.cwd() } });
const { bench } = await jiti.import("./bench.ts");

process.exitCode = (await bench(process.argv.slice(2), process.env)) ? 0 : 1;
