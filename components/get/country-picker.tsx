import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from "react";
import { Check, ChevronDown, Search } from "lucide-react";

import type { Country } from "@/content/countries";
import { personalInfoCopy } from "@/content/get";
import { filterCountries } from "@/lib/country-search";
import { cn } from "@/lib/utils";
import { fieldSurfaceClasses } from "@/components/ui/input";

type CountryPickerProps = {
  countries: Country[];
  selected: Country;
  onSelect: (code: string) => void;
};

const copy = personalInfoCopy.country;

function flagSrc(code: string) {
  return `/flags/${code}.svg`;
}

function optionId(listId: string, code: string) {
  return `${listId}-${code}`;
}

/**
 * Scrolls the list alone (scrollIntoView would also scroll the page under the visitor): the chosen
 * country to the middle on opening, the active option just into view as the arrows move it.
 */
function scrollIntoList(
  list: HTMLElement,
  option: HTMLElement,
  block: "center" | "nearest",
) {
  const top = option.offsetTop;
  const bottom = top + option.offsetHeight;
  if (block === "center") {
    list.scrollTop = top - (list.clientHeight - option.offsetHeight) / 2;
  } else if (top < list.scrollTop) {
    list.scrollTop = top;
  } else if (bottom > list.scrollTop + list.clientHeight) {
    list.scrollTop = bottom - list.clientHeight;
  }
}

/**
 * A button that opens a search box and a list: the box is an ARIA combobox driving the listbox
 * through aria-activedescendant, so focus stays in the box while the arrow keys move the option.
 */
export function CountryPicker({
  countries,
  selected,
  onSelect,
}: CountryPickerProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [activeIndex, setActiveIndex] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // A tap opens the list without focusing the search box, so the on-screen keyboard stays down
  // and the whole list shows; keyboard and mouse users can type straight away.
  const shouldFocusSearch = useRef(true);
  const listId = useId();
  const selectedCode = selected.code;

  const matches = useMemo(
    () => filterCountries(countries, query),
    [countries, query],
  );
  const active = matches[activeIndex];

  useEffect(() => {
    if (!isOpen) return;
    // The whole list in view, even when the field sits near the bottom of a phone screen.
    popupRef.current?.scrollIntoView({ block: "nearest" });
    const chosen = document.getElementById(optionId(listId, selectedCode));
    if (chosen && listRef.current) {
      scrollIntoList(listRef.current, chosen, "center");
    }
    if (shouldFocusSearch.current) {
      searchRef.current?.focus({ preventScroll: true });
    }
  }, [isOpen, listId, selectedCode]);

  // Touch browsers do not always focus a tapped button, so blur alone cannot tell a tap outside.
  useEffect(() => {
    if (!isOpen) return;
    function handlePointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    document.addEventListener("pointerdown", handlePointerDown);
    return () => document.removeEventListener("pointerdown", handlePointerDown);
  }, [isOpen]);

  useEffect(() => {
    const option =
      active && document.getElementById(optionId(listId, active.code));
    if (isOpen && option && listRef.current)
      scrollIntoList(listRef.current, option, "nearest");
  }, [isOpen, active, listId]);

  function open() {
    setQuery("");
    setActiveIndex(Math.max(0, countries.indexOf(selected)));
    setIsOpen(true);
  }

  function close(returnFocus: boolean) {
    setIsOpen(false);
    shouldFocusSearch.current = true;
    if (returnFocus) triggerRef.current?.focus();
  }

  function choose(country: Country) {
    onSelect(country.code);
    setAnnouncement(copy.selected(country.name, country.dialCode));
    close(true);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = matches.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      PageDown: Math.min(activeIndex + 10, last),
      PageUp: Math.max(activeIndex - 10, 0),
    };
    if (event.key in moves) {
      event.preventDefault();
      setActiveIndex(moves[event.key] ?? 0);
    } else if (event.key === "Enter") {
      // Enter picks; it must never submit the surrounding form.
      event.preventDefault();
      if (active) choose(active);
    }
  }

  function handleEscape(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "Escape" || !isOpen) return;
    event.preventDefault();
    close(true);
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) close(false);
  }

  return (
    <div
      ref={rootRef}
      onBlur={handleBlur}
      onKeyDown={handleEscape}
      className="shrink-0"
    >
      <button
        ref={triggerRef}
        type="button"
        onPointerDown={(event) => {
          shouldFocusSearch.current = event.pointerType !== "touch";
        }}
        aria-label={`${copy.label}: ${selected.name} ${selected.dialCode}`}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        onClick={() => (isOpen ? close(true) : open())}
        className={cn(
          fieldSurfaceClasses,
          "aria-expanded:border-accent-lilac flex h-12 items-center gap-2 px-3 tabular-nums",
        )}
      >
        {/* Static SVG files: next/image would add nothing to an unoptimised export. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={flagSrc(selected.code)}
          alt=""
          width={24}
          height={16}
          className="ring-line-strong h-4 w-6 rounded-[3px] object-cover ring-1"
        />
        <span className="text-sm font-medium">{selected.dialCode}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn(
            "text-fg-muted size-4 transition-transform motion-reduce:transition-none",
            isOpen && "rotate-180",
          )}
        />
      </button>

      {isOpen && (
        <div
          ref={popupRef}
          className="border-line-strong bg-surface-raised shadow-raised absolute inset-x-0 top-full z-20 mt-2 scroll-mb-4 rounded-xl border p-2"
        >
          <div className="relative">
            <Search
              aria-hidden="true"
              className="text-fg-muted pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
            />
            <input
              ref={searchRef}
              type="text"
              role="combobox"
              aria-label={copy.search}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={
                active ? optionId(listId, active.code) : undefined
              }
              autoComplete="off"
              spellCheck={false}
              placeholder={copy.searchPlaceholder}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActiveIndex(0);
              }}
              onKeyDown={handleKeyDown}
              className={cn(
                fieldSurfaceClasses,
                "h-11 w-full pr-4 pl-9 text-sm",
              )}
            />
          </div>
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={copy.label}
            className="relative mt-2 max-h-60 overflow-y-auto overscroll-contain"
          >
            {matches.map((country, index) => (
              <li
                key={country.code}
                id={optionId(listId, country.code)}
                role="option"
                aria-selected={index === activeIndex}
                // Keeps focus in the search box, so a tap or click picks instead of closing.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(country)}
                onMouseMove={() => setActiveIndex(index)}
                className="aria-selected:bg-surface-hover flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg px-2.5 text-sm"
              >
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={flagSrc(country.code)}
                  alt=""
                  width={21}
                  height={14}
                  loading="lazy"
                  className="ring-line-strong h-3.5 w-[21px] shrink-0 rounded-[2px] object-cover ring-1"
                />
                <span className="flex min-w-0 flex-1 items-baseline gap-2">
                  <span className="truncate">{country.name}</span>
                  <span className="text-fg-muted text-xs">{country.code}</span>
                </span>
                <span className="text-fg-muted shrink-0 tabular-nums">
                  {country.dialCode}
                </span>
                <Check
                  aria-hidden="true"
                  className={cn(
                    "text-accent size-4 shrink-0",
                    country.code !== selected.code && "invisible",
                  )}
                />
              </li>
            ))}
          </ul>
          {matches.length === 0 && (
            <p className="text-fg-muted px-3 py-3 text-sm">{copy.noMatch}</p>
          )}
        </div>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
