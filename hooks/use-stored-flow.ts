import { useEffect, useEffectEvent } from "react";

import type { FlowState } from "@/lib/get-flow-machine";
import {
  parseFlowState,
  serializeFlowState,
  STORAGE_KEY,
} from "@/lib/get-flow-storage";

/**
 * Keeps the flow in this tab's sessionStorage. What was saved reaches `onRestore` once, after
 * hydration (the server cannot know it), or null when there is nothing to read; every change is
 * saved.
 */
export function useStoredFlow(
  state: FlowState,
  onRestore: (stored: FlowState | null) => void,
) {
  const restore = useEffectEvent(() => {
    let stored: FlowState | null = null;
    try {
      // On mount the state is the blank flow: the defaults for whatever storage lacks.
      stored = parseFlowState(sessionStorage.getItem(STORAGE_KEY), state);
    } catch {
      // Storage can be switched off; the flow then simply starts over on reload.
    }
    onRestore(stored);
  });

  // Declared before the effect that saves, so the saved flow is read before anything overwrites it.
  useEffect(() => restore(), []);

  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, serializeFlowState(state));
    } catch {
      // Full or disabled storage only costs the reload convenience.
    }
  }, [state]);
}
