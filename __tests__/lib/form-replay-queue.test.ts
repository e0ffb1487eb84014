import { isAnyPressWaiting, lastPressOnly } from "@/lib/form-replay-queue";

type ReplayDocument = Document & { $$reactFormReplay?: unknown[] };

/** A press queued as React's inline script queues it: the form, the action, the form's data. */
function queuePress() {
  const form = document.createElement("form");
  const queue = ((document as ReplayDocument).$$reactFormReplay ??= []);
  queue.push(form, () => undefined, new FormData(form));
}

describe("the form replay queue", () => {
  afterEach(() => {
    delete (document as ReplayDocument).$$reactFormReplay;
  });

  it("holds no press before React's script has queued one", () => {
    expect(isAnyPressWaiting()).toBe(false);
  });

  it("runs a press's action when no later press waits behind it", () => {
    const run = jest.fn();
    lastPressOnly(run)("at the press");
    expect(run).toHaveBeenCalledWith("at the press");
  });

  it("drops a press while a later one waits, whichever button it was", () => {
    queuePress();
    expect(isAnyPressWaiting()).toBe(true);
    const run = jest.fn();
    lastPressOnly(run)("at the press");
    expect(run).not.toHaveBeenCalled();
  });
});
