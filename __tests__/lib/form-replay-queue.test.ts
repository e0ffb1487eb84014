import {
  isAnyPressWaiting,
  lastPressOnly,
  takeOrphanedPress,
} from "@/lib/form-replay-queue";

type ReplayDocument = Document & { $$reactFormReplay?: unknown[] };

/** Sign-up's form as the server drew it: a field, Sign Up, and Login with an action of its own. */
function signUpForm(firstName: string) {
  const form = document.createElement("form");
  form.innerHTML = `<input name="firstName" value="${firstName}"><button type="submit">Sign Up</button><button type="submit" formaction="javascript:">Login</button>`;
  return form;
}

/** A press as React's inline script queues it: the form, the button pressed, the form's data. */
function queuePressOn(form: HTMLFormElement, button: number | null) {
  const submitter =
    button === null ? null : form.querySelectorAll("button")[button];
  const queue = ((document as ReplayDocument).$$reactFormReplay ??= []);
  queue.push(form, submitter, new FormData(form));
}

describe("the form replay queue", () => {
  afterEach(() => {
    delete (document as ReplayDocument).$$reactFormReplay;
    document.body.replaceChildren();
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
    queuePressOn(signUpForm("Ada"), 0);
    expect(isAnyPressWaiting()).toBe(true);
    const run = jest.fn();
    lastPressOnly(run)("at the press");
    expect(run).not.toHaveBeenCalled();
  });

  it("hands over the last press on a form taken out of the page, and forgets them all", () => {
    queuePressOn(signUpForm("Adx"), 0);
    queuePressOn(signUpForm("Ada"), null);
    const press = takeOrphanedPress();
    expect(press?.buttonIndex).toBe(0);
    expect(press?.data.get("firstName")).toBe("Ada");
    expect(isAnyPressWaiting()).toBe(false);
  });

  it("names the button that took the press", () => {
    queuePressOn(signUpForm("Ada"), 1);
    expect(takeOrphanedPress()?.buttonIndex).toBe(1);
  });

  it("leaves React a press on a form still in the page", () => {
    const hydrating = document.body.appendChild(signUpForm("Ada"));
    queuePressOn(hydrating, 0);
    expect(takeOrphanedPress()).toBeUndefined();
    expect(isAnyPressWaiting()).toBe(true);
  });
});
