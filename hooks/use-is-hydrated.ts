import { useSyncExternalStore } from "react";

function subscribeToNothing() {
  return () => {};
}

/**
 * False in the server HTML and while React hydrates it, true from the render after. A control
 * that needs a script is written disabled, so that without JavaScript, or before the scripts
 * arrive, the page does not offer a press that never answers.
 */
export function useIsHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
