import { whenIdle } from "@/lib/when-idle";

describe("whenIdle", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("calls back in the first task after load where the browser has no idle callback, as Safari", () => {
    expect(window.requestIdleCallback).toBeUndefined();
    const callback = jest.fn();
    whenIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("asks the browser for an idle moment, at most 3 s away, where it can", () => {
    const requestIdleCallback = jest.fn<
      number,
      [IdleRequestCallback, IdleRequestOptions?]
    >(() => 7);
    const cancelIdleCallback = jest.fn();
    Object.assign(window, { requestIdleCallback, cancelIdleCallback });
    try {
      const callback = jest.fn();
      const cancel = whenIdle(callback);
      expect(requestIdleCallback).toHaveBeenCalledWith(callback, {
        timeout: 3000,
      });
      cancel();
      expect(cancelIdleCallback).toHaveBeenCalledWith(7);
    } finally {
      Object.assign(window, {
        requestIdleCallback: undefined,
        cancelIdleCallback: undefined,
      });
    }
  });

  it("waits for the page to load, and cancelled, never calls back", () => {
    const readyState = jest
      .spyOn(document, "readyState", "get")
      .mockReturnValue("loading");
    const callback = jest.fn();
    const cancel = whenIdle(callback);
    cancel();
    readyState.mockReturnValue("complete");
    window.dispatchEvent(new Event("load"));
    jest.runOnlyPendingTimers();
    expect(callback).not.toHaveBeenCalled();
    readyState.mockRestore();
  });
});
