import { useEffect, useEffectEvent, useLayoutEffect, useRef } from "react";

import type { View } from "@/lib/get-flow-machine";
import { hashForView, viewFromHash } from "@/lib/get-flow-history";

function urlFor(view: View) {
  return `${window.location.pathname}${window.location.search}${hashForView(view)}`;
}

/** Points the current history entry at a view without adding one, e.g. the view a reload restored. */
export function replaceViewUrl(view: View) {
  // The entry's state is Next's, and on a restore Next has not yet wrapped the history API to keep
  // it: an entry without it makes Next reload the page when the visitor comes back to it.
  window.history.replaceState(window.history.state, "", urlFor(view));
}

/**
 * The URL hash is the one record of the view in the browser's history. A view change made on the
 * page gets its own entry; Back or Forward to an entry asks for its view through `onPopView`. A
 * fragment that names no view (the skip link's), or a view `canShow` refuses, is rewritten to name
 * the view on screen.
 */
export function useViewHistory(
  view: View,
  canShow: (view: View) => boolean,
  onPopView: (view: View) => void,
) {
  // The view last seen below: the first render's view is what the server sent, not a change.
  const seenView = useRef(view);
  // The view Back or Forward asked for: its entry exists already, whatever the URL reads by the
  // time the view commits (Next rewrites the URL from its own router state in between).
  const poppedView = useRef<View | null>(null);

  const handlePopState = useEffectEvent(() => {
    const wanted = viewFromHash(window.location.hash);
    if (wanted === undefined || !canShow(wanted)) replaceViewUrl(view);
    else if (wanted !== view) {
      poppedView.current = wanted;
      onPopView(wanted);
    }
  });

  useEffect(() => {
    // Out of the event: React commits an update made during popstate at once, so a view change
    // made there would skip its view transition and Back would not slide.
    let pending: number | undefined;
    const listener = () => {
      window.clearTimeout(pending);
      pending = window.setTimeout(() => handlePopState());
    };
    window.addEventListener("popstate", listener);
    return () => {
      window.removeEventListener("popstate", listener);
      window.clearTimeout(pending);
    };
  }, []);

  // Back, Forward and a restore have already put the view in the URL; a button has not. A layout
  // effect, so the entry exists as soon as the view shows: a view transition holds passive effects
  // back until its animation starts, and a quick Back would skip a view.
  useLayoutEffect(() => {
    if (seenView.current === view) return;
    seenView.current = view;
    if (poppedView.current === view) {
      poppedView.current = null;
      if (viewFromHash(window.location.hash) !== view) replaceViewUrl(view);
    } else if (viewFromHash(window.location.hash) !== view) {
      window.history.pushState(null, "", urlFor(view));
    }
  }, [view]);
}
