/**
 * The presses React holds to replay, made on a server-rendered form before the page was
 * interactive. Its inline script queues each press on the document as three entries: the form,
 * the button pressed (replaced by the action it runs once that form has hydrated), and the form's
 * data at the press. React takes a press out of the queue just before replaying it.
 */
function replayQueue(): unknown[] {
  return (
    (document as { $$reactFormReplay?: unknown[] }).$$reactFormReplay ?? []
  );
}

/** A press React will never replay, as `takeOrphanedPress` hands it over. */
export type OrphanedPress = {
  /** Which of its form's submit buttons took the press, in document order. */
  buttonIndex: number;
  /** What the form held at the press. */
  data: FormData;
};

/**
 * The last press made on a form React took out of the page instead of hydrating it: when the
 * server's text changed before the scripts came (a browser's translation changes it), React draws
 * the page afresh and never replays a press queued on the server's form. Such presses are taken
 * out of the queue, where they would wait for good.
 */
export function takeOrphanedPress(): OrphanedPress | undefined {
  const queue = replayQueue();
  let last: OrphanedPress | undefined;
  for (let index = 0; index < queue.length;) {
    const [form, submitter, data] = queue.slice(index, index + 3);
    if (!(form instanceof HTMLFormElement) || form.isConnected) {
      index += 3;
      continue;
    }
    queue.splice(index, 3);
    if (!(data instanceof FormData)) continue;
    // Enter in a field presses the form's first submit button.
    const buttons = [...form.querySelectorAll('[type="submit"]')];
    const buttonIndex =
      submitter instanceof Element ? buttons.indexOf(submitter) : 0;
    if (buttonIndex !== -1) last = { buttonIndex, data };
  }
  return last;
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
