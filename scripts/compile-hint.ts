/**
 * V8's explicit compile hint: the functions of a script that starts with it are compiled as the
 * script streams in, not lazily on the main thread when each is first called.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** The script with the hint as its first line, written once however often it is applied. */
export function withCompileHint(script: string): string {
  return script.startsWith(COMPILE_HINT)
    ? script
    : `${COMPILE_HINT}\n${script}`;
}
