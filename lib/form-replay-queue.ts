/**
 * The presses React holds to replay, made on a server-rendered form before the page was
 * interactive. Its inline script queues each press on the document as three entries: the form,
 * the button pressed (replaced by the action it runs once that form has hydrated), and the form's
 * data at the press. React takes a press out of the queue just before replaying it.
 */
function replayQueue(): readonly unknown[] {
  return (
    (document as { $$reactFormReplay?: unknown[] }).$$reactFormReplay ?? []
  );
}

/** Whether any press waits to be replayed. */
export function isAnyPressWaiting() {
  return replayQueue().length > 0;
}

/**
 * `run`, for a press React may replay, unless another press waits behind it: of several presses
 * made while the page loads (a name corrected and pressed again, Sign Up and then Login), the last
 * one counts, each with what the form held at it. Only one form is on the page before it is
 * interactive, so every press waiting is that form's.
 */
export function lastPressOnly<Args extends unknown[]>(
  run: (...args: Args) => void,
) {
  return (...args: Args) => {
    if (!isAnyPressWaiting()) run(...args);
  };
}
