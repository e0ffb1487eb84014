import { ChevronDown, Search } from "lucide-react";

import type { Country } from "@/content/countries";
import { fill } from "@/lib/template";
import { cn } from "@/lib/utils";
import { optionId, useCountryListbox } from "@/hooks/use-country-listbox";
import { usePreloadedFlags } from "@/hooks/use-preloaded-flags";
import { fieldSurfaceClasses } from "@/components/ui/input";
import { CountryOption } from "./country-option";
import { useFlowCopy } from "./flow-copy";
import { Flag } from "./flag";

type CountryPickerProps = {
  countries: Country[];
  selected: Country;
  onSelect: (code: string) => void;
};

/**
 * A button that opens a search box and a list: the box is an ARIA combobox driving the listbox
 * through aria-activedescendant, so focus stays in the box while the arrow keys move the option.
 */
export function CountryPicker({
  countries,
  selected,
  onSelect,
}: CountryPickerProps) {
  const copy = useFlowCopy().get.personalInfo.country;
  const {
    isOpen,
    isBuilt,
    matches,
    rows,
    activeIndex,
    active,
    listId,
    announced,
    rootRef,
    triggerRef,
    searchRef,
    popupRef,
    listRef,
    ...listbox
  } = useCountryListbox(countries, selected, onSelect);
  usePreloadedFlags(countries, selected, isOpen);

  return (
    <div ref={rootRef} {...listbox.rootProps} className="shrink-0">
      <button
        ref={triggerRef}
        type="button"
        {...listbox.triggerProps}
        aria-label={`${copy.label}: ${selected.name} ${selected.dialCode}`}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        className={cn(
          fieldSurfaceClasses,
          "aria-expanded:border-accent-lilac flex h-12 items-center gap-2 px-3 tabular-nums",
        )}
      >
        <Flag code={selected.code} size="button" />
        <span className="text-sm font-medium">{selected.dialCode}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn(
            "text-fg-muted size-4 transition-transform motion-reduce:transition-none",
            isOpen && "rotate-180",
          )}
        />
      </button>

      {isBuilt && (
        <div
          ref={popupRef}
          hidden={!isOpen}
          className="border-line-strong bg-surface-raised shadow-raised absolute inset-x-0 top-full z-20 mt-2 scroll-mb-4 rounded-xl border p-2"
        >
          <div className="relative">
            <Search
              aria-hidden="true"
              className="text-fg-muted pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
            />
            {/* A search, not a field of the order: browsers' autofill leaves search boxes out of
                a form. As a text box, its English placeholder ("Country, code or +49") made Chrome
                take it for the phone's country code and fill the number without its code. */}
            <input
              ref={searchRef}
              type="search"
              role="combobox"
              aria-label={copy.search}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={
                active ? optionId(listId, active.code) : undefined
              }
              autoComplete="off"
              // A name in another language ("Sverige", "EEUU") is no typo to correct.
              autoCorrect="off"
              spellCheck={false}
              // Without a hint, Chrome on Android turns a phone keyboard's Enter into Next, which
              // moves on to the number and closes the list with nothing picked; with one, the key
              // sends Enter, which picks the highlighted country.
              enterKeyHint="done"
              placeholder={copy.searchPlaceholder}
              {...listbox.searchProps}
              // 16 px, as every field: Safari on iOS zooms the page into a field with smaller
              // text when it takes focus, and leaves it zoomed.
              className={cn(
                fieldSurfaceClasses,
                // Drawn as every field in every engine: no rounded native search box in Safari, no
                // clear button of the engine's own in Chromium and WebKit.
                "h-11 w-full appearance-none pr-4 pl-9 text-base [&::-webkit-search-cancel-button]:hidden",
              )}
            />
          </div>
          {/* Out of the Tab order: Chromium makes a scrolling box focusable, and focus in the list
              would leave the arrow keys scrolling it instead of moving the option. */}
          <ul
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label={copy.label}
            tabIndex={-1}
            {...listbox.listProps}
            // At most 15rem, less on a short screen (a phone on its side, or with text at 200 %),
            // so that the open list fits under the bar's room whole. Its scrollbar in the panel's
            // own colours: Firefox on Linux drew a white bar down the dark list.
            className="[scrollbar-color:theme(colors.line.strong)_transparent] relative mt-2 max-h-[min(15rem,40dvh)] overflow-y-auto overscroll-contain"
          >
            {rows.map((country, index) => (
              <CountryOption
                key={country.code}
                id={optionId(listId, country.code)}
                country={country}
                isHidden={index >= matches.length}
                isActive={index === activeIndex && index < matches.length}
                isSelected={country.code === selected.code}
              />
            ))}
          </ul>
          {/* Always there while the list is open, so the words are announced when they appear. */}
          <p role="status" className="text-fg-muted text-sm">
            {matches.length === 0 && (
              <span className="block px-3 py-3">{copy.noMatch}</span>
            )}
          </p>
        </div>
      )}
      <p role="status" className="sr-only">
        {announced &&
          fill(copy.selected, {
            name: announced.name,
            dialCode: announced.dialCode,
          })}
      </p>
    </div>
  );
}
