import { useEffect, useRef, useState } from "react";

/**
 * Whether what the visitor last changed has stood still: false until their first change, then
 * false from each `settleAfter(delayMs)` until `delayMs` pass without another change. `settle()`
 * is a change that stands at once (a press). A live region that shows its text only once settled
 * speaks once for a burst of keystrokes, not once for each.
 */
export function useSettledAfterChange() {
  const [isSettled, setIsSettled] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function settleAfter(delayMs: number) {
    clearTimeout(timer.current);
    setIsSettled(false);
    timer.current = setTimeout(() => setIsSettled(true), delayMs);
  }

  function settle() {
    clearTimeout(timer.current);
    setIsSettled(true);
  }

  return { isSettled, settleAfter, settle };
}
