import { isDeepStrictEqual } from "node:util";

/** As long as the Playwright specs give a web-first assertion on two busy cores. */
const WAIT_TIMEOUT_MS = 10_000;
const POLL_EVERY_MS = 50;

function describeLast(last: { value: unknown } | { error: unknown } | null) {
  if (!last) return "nothing: the first look had not returned";
  if ("error" in last)
    return `an error: ${last.error instanceof Error ? last.error.message : String(last.error)}`;
  return JSON.stringify(last.value);
}

/**
 * Reads `probe` until `holds` accepts what it returns, and returns that value; a probe that throws
 * (the element is not there yet, the page is loading) is read again. After `timeoutMs` it fails
 * with what was awaited and what was last seen.
 */
export async function waitUntil<Value>(
  what: string,
  probe: () => Promise<Value>,
  holds: (value: Value) => boolean = Boolean,
  timeoutMs = WAIT_TIMEOUT_MS,
): Promise<Value> {
  const started = Date.now();
  let last: { value: Value } | { error: unknown } | null = null;
  for (;;) {
    try {
      const value = await probe();
      if (holds(value)) return value;
      last = { value };
    } catch (error) {
      last = { error };
    }
    if (Date.now() - started >= timeoutMs)
      throw new Error(
        `Waited ${timeoutMs / 1000} s for ${what}; last saw ${describeLast(last)}.`,
      );
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
  }
}

/** Reads `probe` until it returns a value deeply equal to `expected`. */
export async function waitForEqual<Value>(
  what: string,
  probe: () => Promise<Value>,
  expected: Value,
  timeoutMs = WAIT_TIMEOUT_MS,
): Promise<void> {
  await waitUntil(
    `${what} to be ${JSON.stringify(expected)}`,
    probe,
    (value) => isDeepStrictEqual(value, expected),
    timeoutMs,
  );
}
