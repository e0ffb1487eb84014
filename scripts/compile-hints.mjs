// After `next build`: every script a page's HTML asks for starts with V8's explicit compile hint,
// so that Chrome (136+) compiles its functions on the thread that streams it in, instead of one by
// one on the main thread the first time each runs (docs/performance.md, "Compiled while it
// downloads"). Lazy chunks, such as the 3D runtime, are left as they are: they run later, if ever.
// Other engines read the hint as a comment.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createJiti } from "jiti";

const jiti = createJiti(import.meta.url);
const { firstLoadScripts } = await jiti.import("./first-load-scripts.ts");
const { COMPILE_HINT, withCompileHint } =
  await jiti.import("./compile-hint.ts");

const OUT = "out";

const pages = readdirSync(OUT, { recursive: true })
  .map((entry) => join(OUT, entry))
  .filter((file) => file.endsWith(".html"));
// A script's address carries the base path (a project site lives under /<repository>); its file
// does not.
const files = new Set(
  pages.flatMap((page) =>
    [...firstLoadScripts(readFileSync(page, "utf8"))]
      .filter((src) => src.includes("/_next/"))
      .map((src) => join(OUT, src.slice(src.indexOf("/_next/")))),
  ),
);

for (const file of files)
  writeFileSync(file, withCompileHint(readFileSync(file, "utf8")));

console.log(
  `Marked the ${files.size} scripts the pages load first with ${COMPILE_HINT}.`,
);
