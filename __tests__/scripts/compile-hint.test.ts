import { COMPILE_HINT, withCompileHint } from "@/scripts/compile-hint";

describe("withCompileHint", () => {
  it("puts V8's compile hint on the script's first line, before its code", () => {
    expect(withCompileHint('(self.TURBOPACK||=[]).push(["a.js"]);')).toBe(
      `//# allFunctionsCalledOnLoad\n(self.TURBOPACK||=[]).push(["a.js"]);`,
    );
  });

  it("writes the hint once when the build marks a script again", () => {
    const once = withCompileHint("f();");

    expect(withCompileHint(once)).toBe(once);
    expect(once.split(COMPILE_HINT)).toHaveLength(2);
  });
});
