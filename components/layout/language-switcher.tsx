"use client";

import {
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { usePathname } from "next/navigation";
import { Check, ChevronDown, Globe } from "lucide-react";

import { pathInLanguage } from "@/lib/path-in-language";
import { withBasePath } from "@/lib/site-url";
import { useDismissOnOutsidePress } from "@/hooks/use-dismiss-on-outside-press";

type LanguageOption = { code: string; name: string; tag: string };

type LanguageSwitcherProps = {
  languages: LanguageOption[];
  current: string;
  defaultLanguage: string;
  /** "Language", in the page's language. */
  label: string;
  /** The pages every language has; from any other, the links lead to each language's home. */
  routes: readonly string[];
};

/**
 * The languages, each named in itself, each a link to this page in it. A native disclosure, so it
 * opens and its links work before the scripts arrive; once they have, the arrow keys, Home and End
 * move through it, Escape, a press outside and focus moving on close it (a list left open would
 * cover what Tab reaches next), and a link carries the address's fragment along: on /get the
 * view, so the flow opens where the visitor was, with what they typed (this tab's storage is the
 * same in every language). A browser translating the page leaves the names and codes as they are:
 * a visitor looks for their language by its own name, which a translation would turn into another's
 * (and "es" is a Spanish word too).
 */
export function LanguageSwitcher({
  languages,
  current,
  defaultLanguage,
  label,
  routes,
}: LanguageSwitcherProps) {
  const pathname = usePathname();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const close = () => detailsRef.current?.removeAttribute("open");
  useDismissOnOutsidePress(detailsRef, close);
  const codes = languages.map((language) => language.code);
  const currentOption = languages.find(({ code }) => code === current);

  function handleKeyDown(event: KeyboardEvent) {
    const details = detailsRef.current;
    if (!details?.open) return;
    if (event.key === "Escape") {
      close();
      details.querySelector("summary")?.focus();
      return;
    }
    // As in a menu, and instead of scrolling the page under the list. From the globe (at -1),
    // Down reaches the first language and Up the last. A key with a modifier stays the browser's.
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
      return;
    const links = [...details.querySelectorAll("a")];
    const at = links.findIndex((link) => link === document.activeElement);
    const next = {
      ArrowDown: Math.min(at + 1, links.length - 1),
      ArrowUp: at < 0 ? links.length - 1 : Math.max(at - 1, 0),
      Home: 0,
      End: links.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    links[next]?.focus();
  }

  function handleBlur(event: FocusEvent) {
    // Without a next target the window itself lost focus: the list stays as the visitor left it.
    const next = event.relatedTarget;
    if (next instanceof Node && !detailsRef.current?.contains(next)) close();
  }

  function keepFragment(event: MouseEvent<HTMLAnchorElement>) {
    const link = event.currentTarget;
    // Always: an empty fragment clears one a click with a modifier key left on the link.
    link.hash = window.location.hash;
  }

  return (
    <details
      ref={detailsRef}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      // Below 320 px (large text on a phone) the globe sits too far left for the list to hang from
      // it: the list hangs from the navigation bar's right edge instead.
      className="group relative shrink-0 max-[20rem]:static"
    >
      <summary className="text-fg-muted hover:text-fg group-open:text-fg flex h-11 cursor-pointer list-none items-center justify-center gap-1 rounded-full px-1 text-sm font-medium transition-colors min-[25rem]:px-1.5 sm:px-3 [&::-webkit-details-marker]:hidden">
        <Globe aria-hidden="true" className="size-4 shrink-0" />
        {/* Phones show the globe alone: the bar holds the address, the links and the button.
            Where it shows, the code begins the name, so "click ES" finds the switcher by voice. */}
        <span translate="no" className="max-sm:hidden">
          {current.slice(0, 2).toUpperCase()}
        </span>
        <span className="sr-only">
          {" "}
          {label}: <span translate="no">{currentOption?.name}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-3.5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none max-sm:hidden"
        />
      </summary>
      <ul
        translate="no"
        className="border-line-strong bg-surface-raised shadow-raised absolute top-full right-0 z-20 mt-2 min-w-40 rounded-xl border p-1.5 max-[20rem]:right-2.5"
      >
        {languages.map(({ code, name, tag }) => (
          <li key={code}>
            <a
              href={withBasePath(
                pathInLanguage(pathname, code, {
                  defaultLanguage,
                  languages: codes,
                  routes,
                }),
              )}
              lang={tag}
              hrefLang={tag}
              aria-current={code === current ? "true" : undefined}
              onClick={keepFragment}
              className="hover:bg-surface-hover aria-[current=true]:text-accent flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 text-sm font-medium"
            >
              {name}
              {/* The current language is marked by more than its colour, in a contrast theme too. */}
              {code === current && (
                <Check aria-hidden="true" className="size-4 shrink-0" />
              )}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
