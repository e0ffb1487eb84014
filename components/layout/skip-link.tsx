"use client";

import { useLayoutEffect, useRef } from "react";
import { usePathname } from "next/navigation";

const MAIN_ID = "main";

/**
 * The first stop of Tab on every page: a link to the main content, shown while it has keyboard
 * focus. After a client navigation to another page it takes focus again (shown only to a
 * keyboard visitor, as every ring is), so the next Tab starts from the top as on a page loaded
 * afresh, not from the link pressed: the footer's links outlive the page they were on, and
 * a link inside the page leaves the browser's starting point where it was. An address with a
 * fragment (`/#faq`) starts Tab from the fragment's target instead, as a browser's own jump does.
 *
 * Pressed, it moves focus to the main content without following its `#main`: the jump would add
 * an entry that Back then spends on nothing (on /get, the same view again). Before the scripts
 * run, the link jumps as any link does.
 */
export function SkipLink({ label }: { label: string }) {
  const linkRef = useRef<HTMLAnchorElement>(null);
  const pathname = usePathname();
  const shownPathname = useRef(pathname);

  // In the commit that draws the new page, not after its paint: a Tab pressed in between would
  // start from the link pressed, which is gone.
  useLayoutEffect(() => {
    if (pathname === shownPathname.current) return;
    shownPathname.current = pathname;
    const target = fragmentTarget();
    if (target) startTabFrom(target);
    else linkRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <a
      ref={linkRef}
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_ID);
        // A press with a modifier (a new tab, a new window) is the browser's.
        const { metaKey, ctrlKey, shiftKey, altKey } = event;
        if (!main || metaKey || ctrlKey || shiftKey || altKey) return;
        event.preventDefault();
        startTabFrom(main);
        main.scrollIntoView();
      }}
      className="bg-accent text-accent-ink z-skip-link sr-only rounded-full font-semibold focus-visible:not-sr-only focus-visible:fixed focus-visible:top-3 focus-visible:left-3 focus-visible:px-4 focus-visible:py-2"
    >
      {label}
    </a>
  );
}

/** The element the address's fragment names, written as it is or percent-decoded, as browsers find it. */
function fragmentTarget() {
  const fragment = window.location.hash.slice(1);
  if (!fragment) return null;
  return (
    document.getElementById(fragment) ??
    document.getElementById(decodedOrAsIs(fragment))
  );
}

/** A fragment with a broken escape (`#%zz`, from an address typed or pasted) is read as it is. */
function decodedOrAsIs(fragment: string) {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/** Focus without a ring or a scroll (the router or the caller scrolls), as a start for the next Tab. */
function startTabFrom(target: HTMLElement) {
  if (!target.hasAttribute("tabindex")) {
    target.setAttribute("tabindex", "-1");
    target.addEventListener("blur", () => target.removeAttribute("tabindex"), {
      once: true,
    });
  }
  target.focus({ preventScroll: true });
}
