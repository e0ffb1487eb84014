import { useEffect, useRef, useState } from "react";

// How long a live region holds what it said: long enough to be read out (react-aria's announcer
// keeps a message as long), short enough that a visitor browsing the page a little later meets
// the text once, where it is shown, and not a second time in the region.
export const ANNOUNCEMENT_HOLD_MS = 7000;

/**
 * When a live region should hold its text: false until the visitor's first change, then true
 * once what they changed has stood still, for ANNOUNCEMENT_HOLD_MS. `announceAfter(delayMs)`
 * (a keystroke) waits until `delayMs` pass without another change, so the region speaks once
 * for a burst of keystrokes, not once for each; `announce()` (a press) speaks at once.
 */
export function useAnnouncement() {
  const [isAnnouncing, setIsAnnouncing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function announce() {
    clearTimeout(timer.current);
    setIsAnnouncing(true);
    timer.current = setTimeout(
      () => setIsAnnouncing(false),
      ANNOUNCEMENT_HOLD_MS,
    );
  }

  function announceAfter(delayMs: number) {
    clearTimeout(timer.current);
    setIsAnnouncing(false);
    timer.current = setTimeout(announce, delayMs);
  }

  return { isAnnouncing, announce, announceAfter };
}
