"use client";

import { useEffect, useState, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * The site's whole stylesheet, as a file. The page's inline copy is named by Next's file; React
 * keys a stylesheet by its address and already holds that one, so the file is asked for under
 * another. None under `next dev`, which links its sheets whole.
 */
function wholeSheetHref(): string | null {
  const inline = document.querySelector<HTMLStyleElement>("style[data-href]");
  return inline?.dataset.href ? `${inline.dataset.href}?whole` : null;
}

/**
 * Each page's inline stylesheet holds only the rules its own markup and the site's scripts can use
 * (scripts/trim-stylesheet.ts). The page a visitor lands on fetches the whole sheet once it has
 * hydrated, without applying it; a page reached by a client navigation links it, and React shows
 * that page only once the sheet has loaded, so it is never drawn with another page's rules.
 */
export function WholeStylesheet() {
  const href = useSyncExternalStore(subscribe, wholeSheetHref, () => null);
  const [isLandingPage] = useState(href === null);

  useEffect(() => {
    const whole = wholeSheetHref();
    if (!isLandingPage || !whole) return;
    // Into the HTTP cache, not the page: a `preload` left unused draws a console warning, and
    // Safari ignores `prefetch`. Should this fail, the navigation asks for the file itself.
    fetch(whole, { priority: "low" })
      .then((response) => response.blob())
      .catch(() => {});
  }, [isLandingPage]);

  if (isLandingPage || href === null) return null;
  return <link rel="stylesheet" href={href} precedence="next" />;
}
