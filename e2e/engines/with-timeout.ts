export class TimeoutError extends Error {}

/**
 * `work`, or a TimeoutError after `ms`: the harness's last word over a step that hangs. The work
 * itself goes on until whatever it waits on is stopped.
 */
export function withTimeout<Value>(
  work: Promise<Value>,
  ms: number,
  what: string,
): Promise<Value> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new TimeoutError(`${what} took longer than ${ms / 1000} s.`)),
      ms,
    );
  });
  return Promise.race([work, timedOut]).finally(() => clearTimeout(timer));
}
