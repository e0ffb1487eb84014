import { useEffect, useEffectEvent, type RefObject } from "react";

/** Calls `onDismiss` when a pointer goes down outside the element, as a tap beside a menu closes it. */
export function useDismissOnOutsidePress(
  ref: RefObject<HTMLElement | null>,
  onDismiss: () => void,
) {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    function handlePointerDown(event: PointerEvent) {
      if (!ref.current?.contains(event.target as Node)) dismiss();
    }
    document.addEventListener("pointerdown", handlePointerDown);
    return () => document.removeEventListener("pointerdown", handlePointerDown);
  }, [ref]);
}
