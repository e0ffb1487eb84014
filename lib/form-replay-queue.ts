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

/** Whether a press that runs `action` waits to be replayed. */
export function isPressWaitingFor(action: unknown) {
  return replayQueue().some(
    (entry, index) => index % 3 === 1 && entry === action,
  );
}
