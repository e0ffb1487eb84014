import { isAnyPressWaiting, isPressWaitingFor } from "@/lib/form-replay-queue";

type ReplayDocument = Document & { $$reactFormReplay?: unknown[] };

describe("the form replay queue", () => {
  afterEach(() => {
    delete (document as ReplayDocument).$$reactFormReplay;
  });

  it("holds no press before React's script has queued one", () => {
    expect(isAnyPressWaiting()).toBe(false);
    expect(isPressWaitingFor(() => undefined)).toBe(false);
  });

  it("names each waiting press by the action it runs, not by its form or data", () => {
    const form = document.createElement("form");
    const signUp = () => undefined;
    const openLogin = () => undefined;
    (document as ReplayDocument).$$reactFormReplay = [
      form,
      openLogin,
      new FormData(form),
    ];
    expect(isAnyPressWaiting()).toBe(true);
    expect(isPressWaitingFor(openLogin)).toBe(true);
    expect(isPressWaitingFor(signUp)).toBe(false);
    expect(isPressWaitingFor(form)).toBe(false);
  });
});
