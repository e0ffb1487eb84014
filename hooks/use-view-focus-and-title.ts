import { useLayoutEffect, useRef } from "react";

import type { View } from "@/lib/get-flow-machine";

/**
 * Keeps the document title on the view's, and once a view change the visitor asked for is in,
 * moves focus to the new view's h1 so screen readers announce where they are. A restored view
 * takes no focus: the page has only just loaded.
 *
 * Returns the ref for the element holding the views, and the call that marks the next change.
 */
export function useViewFocusAndTitle(view: View, title: string) {
  const panelRef = useRef<HTMLDivElement>(null);
  const shouldFocusHeading = useRef(false);

  // Layout effects, so title and focus change with the view, not once a view transition has started.
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);

  useLayoutEffect(() => {
    if (!shouldFocusHeading.current) return;
    shouldFocusHeading.current = false;
    panelRef.current?.querySelector<HTMLElement>("h1")?.focus();
  }, [view]);

  function focusNextView() {
    shouldFocusHeading.current = true;
  }

  return { panelRef, focusNextView };
}
