// Upper bound on waiting for an idle moment, so a busy page still gets what waits for one.
const IDLE_TIMEOUT_MS = 3000;

/**
 * Calls `callback` once the page has loaded and the browser has a spare moment; returns what
 * cancels it. Safari has no requestIdleCallback: there, the first task after load stands in for it.
 */
export function whenIdle(callback: () => void): () => void {
  const hasIdleCallback = typeof window.requestIdleCallback === "function";
  let idleHandle: number | undefined;
  function waitForIdle() {
    idleHandle = hasIdleCallback
      ? window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
      : window.setTimeout(callback, 0);
  }
  if (document.readyState === "complete") waitForIdle();
  else window.addEventListener("load", waitForIdle, { once: true });
  return () => {
    window.removeEventListener("load", waitForIdle);
    if (idleHandle === undefined) return;
    if (hasIdleCallback) window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}
