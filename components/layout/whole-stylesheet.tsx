"use client";

import { useEffect, useState } from "react";

import { useIsHydrated } from "@/hooks/use-is-hydrated";
import { useMayFetchAhead } from "@/hooks/use-may-fetch-ahead";

/**
 * The site's whole stylesheet, as a file. The page's inline copy is named by Next's file; React
 * keys a stylesheet by its address and already holds that one, so the file is asked for under
 * another. None under `next dev`, which links its sheets whole.
 */
function wholeSheetHref(): string | null {
  const inline = document.querySelector<HTMLStyleElement>(
    'style[data-precedence="next"][data-href]',
  );
  return inline?.dataset.href ? `${inline.dataset.href}?whole` : null;
}

/**
 * Each page's inline stylesheet holds only the rules that its markup, and the scripts it can run,
 * may use (scripts/trim-inline-css.mjs). The page a visitor lands on fetches the whole sheet once
 * it has hydrated, without applying it (not under Data Saver, as links fetch no page ahead then); a
 * page reached by a client navigation links it, and React shows that page only once the sheet has
 * loaded, so it is never drawn with another page's rules.
 */
export function WholeStylesheet() {
  // Null while the landing page hydrates; a page rendered by a client navigation reads it at once.
  const href = useIsHydrated() ? wholeSheetHref() : null;
  const [isLandingPage] = useState(href === null);
  const mayFetchAhead = useMayFetchAhead();

  useEffect(() => {
    const whole = wholeSheetHref();
    if (!isLandingPage || !whole || !mayFetchAhead) return;
    // Into the HTTP cache, not the page: a `preload` left unused draws a console warning, and
    // Safari ignores `prefetch`. Should this fail, the navigation asks for the file itself.
    fetch(whole, { priority: "low" })
      .then((response) => response.blob())
      .catch(() => {});
  }, [isLandingPage, mayFetchAhead]);

  if (isLandingPage || href === null) return null;
  return <link rel="stylesheet" href={href} precedence="next" />;
}
