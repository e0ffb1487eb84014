import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent as ReactPointerEvent,
} from "react";

import type { Country } from "@/content/countries";
import { filterCountries } from "@/lib/country-search";
import { isInputMethodKey } from "@/lib/is-input-method-key";
import { whenIdle } from "@/lib/when-idle";
import { useDismissOnOutsidePress } from "@/hooks/use-dismiss-on-outside-press";

const PAGE_OPTIONS = 10;
// At 6× CPU, some 50 to 80 ms a task: a tap never waits long behind one.
const ROWS_PER_IDLE_TASK = 25;

export function optionId(listId: string, code: string) {
  return `${listId}-${code}`;
}

/** The option a pointer event in the list landed on, if any. */
function optionUnder(event: MouseEvent<HTMLElement>) {
  return (event.target as Element).closest('[role="option"]');
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
 * The country picker's behaviour: a search box that filters the list and drives it through
 * aria-activedescendant (arrows, Page Up/Down, Enter picks, Escape closes), closing on a tap or
 * focus outside, and announcing the choice, or a country it follows.
 */
export function useCountryListbox(
  countries: Country[],
  selected: Country,
  onSelect: (code: string) => void,
) {
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [activeIndex, setActiveIndex] = useState(0);
  const [announced, setAnnounced] = useState<Country | null>(null);
  // Nearly 200 rows are far more than a tap should wait for on a slow phone: they are built, hidden,
  // a few at a time whenever the browser is idle, and opening only shows them.
  const [builtCount, setBuiltCount] = useState(0);
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

  // A country the picker follows from outside (a number typed or filled in with another's code) is
  // announced as one picked from the list is: the flag changing beside the field says nothing to a
  // screen reader. Not the one it first draws with, restored or not.
  const [lastSelectedCode, setLastSelectedCode] = useState(selectedCode);
  if (selectedCode !== lastSelectedCode) {
    setLastSelectedCode(selectedCode);
    setAnnounced(selected);
  }

  const matches = useMemo(
    () => filterCountries(countries, query),
    [countries, query],
  );
  const active = matches[activeIndex];
  // Every country has its row, those the search leaves out hidden after the matches: clearing the
  // search shows them again instead of building them anew.
  const rows = useMemo(() => {
    const shown = new Set(matches);
    return [...matches, ...countries.filter((country) => !shown.has(country))];
  }, [countries, matches]);

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
  useDismissOnOutsidePress(rootRef, () => close(false));

  useEffect(() => {
    const option =
      active && document.getElementById(optionId(listId, active.code));
    if (isOpen && option && listRef.current)
      scrollIntoList(listRef.current, option, "nearest");
  }, [isOpen, active, listId]);

  function open() {
    setQuery("");
    // Whatever is not built yet is built now; closing then keeps every row.
    setBuiltCount(countries.length);
    setActiveIndex(Math.max(0, countries.indexOf(selected)));
    setIsOpen(true);
  }

  useEffect(() => {
    if (isOpen || builtCount >= countries.length) return;
    return whenIdle(() => setBuiltCount((count) => count + ROWS_PER_IDLE_TASK));
  }, [isOpen, builtCount, countries.length]);

  // A search is cleared behind the closed list once the browser is idle, so that neither the press
  // that closes it nor the next one that opens it waits for the rows it left out.
  useEffect(() => {
    if (isOpen || query === "") return;
    return whenIdle(() => setQuery(""));
  }, [isOpen, query]);

  function close(returnFocus: boolean) {
    setIsOpen(false);
    shouldFocusSearch.current = true;
    if (returnFocus) triggerRef.current?.focus();
  }

  function choose(country: Country) {
    onSelect(country.code);
    setAnnounced(country);
    close(true);
  }

  /** The index among the matches of the option under the pointer; -1 off the options. */
  function matchUnder(event: MouseEvent<HTMLElement>) {
    const option = optionUnder(event);
    return option
      ? matches.findIndex(
          (country) => optionId(listId, country.code) === option.id,
        )
      : -1;
  }

  function handleSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter in the search never submits the surrounding form, even the one confirming a text.
    if (event.key === "Enter") event.preventDefault();
    if (isInputMethodKey(event.nativeEvent)) return;
    const last = matches.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      PageDown: Math.min(activeIndex + PAGE_OPTIONS, last),
      PageUp: Math.max(activeIndex - PAGE_OPTIONS, 0),
    };
    if (event.key in moves) {
      event.preventDefault();
      setActiveIndex(moves[event.key] ?? 0);
    } else if (event.key === "Enter" && active) {
      choose(active);
    }
  }

  return {
    isOpen,
    /** Whether the list is in the page, shown or not. */
    isBuilt: isOpen || builtCount > 0,
    matches,
    /** Every country built so far in the list's order: the matches, then the rest, to be hidden. */
    rows: isOpen ? rows : rows.slice(0, builtCount),
    activeIndex,
    /** The option Enter would pick, named to assistive technology as the active descendant. */
    active,
    /** The country last picked or followed, for the polite announcement. */
    announced,
    listId,
    rootRef,
    triggerRef,
    searchRef,
    popupRef,
    listRef,
    rootProps: {
      onBlur(event: FocusEvent<HTMLDivElement>) {
        if (!event.currentTarget.contains(event.relatedTarget)) close(false);
      },
      onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
        if (event.key !== "Escape" || !isOpen) return;
        // The engine's own Escape would empty the search box, even one an input method had
        // already taken to drop its text: that Escape is the method's, the list stays open.
        event.preventDefault();
        if (!isInputMethodKey(event.nativeEvent)) close(true);
      },
    },
    triggerProps: {
      onPointerDown(event: ReactPointerEvent<HTMLButtonElement>) {
        shouldFocusSearch.current = event.pointerType !== "touch";
      },
      onClick() {
        if (isOpen) close(true);
        else open();
      },
    },
    listProps: {
      onMouseDown(event: MouseEvent<HTMLElement>) {
        // Keeps focus in the search box, so a tap or click picks instead of closing.
        if (optionUnder(event)) event.preventDefault();
      },
      onClick(event: MouseEvent<HTMLElement>) {
        const country = matches[matchUnder(event)];
        if (country) choose(country);
      },
      onMouseMove(event: MouseEvent<HTMLElement>) {
        const index = matchUnder(event);
        if (index >= 0) setActiveIndex(index);
      },
    },
    searchProps: {
      value: query,
      onChange(event: { target: { value: string } }) {
        setQuery(event.target.value);
        setActiveIndex(0);
      },
      onKeyDown: handleSearchKeyDown,
    },
  };
}
