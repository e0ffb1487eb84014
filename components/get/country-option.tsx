import { Check } from "lucide-react";
import { memo } from "react";

import type { Country } from "@/content/countries";
import { Flag } from "./flag";

type CountryOptionProps = {
  id: string;
  country: Country;
  /** Left out by the search: kept, so that clearing it does not build the row again. */
  isHidden: boolean;
  isActive: boolean;
  isSelected: boolean;
};

/**
 * One row of the country list: flag, name, ISO code, dial code, and a check on the chosen one.
 * A long name wraps rather than ending in an ellipsis: "Central African Republic" and "Central
 * African…" differ where the cut falls. Below 240 px (a phone's text at 200 %) the name and code
 * take a line of their own, under the flag and dial code, rather than shrink to nothing.
 *
 * Of nearly 200 rows a handful are in view: the others are neither laid out nor painted until they
 * scroll in (content-visibility), and only the chosen row draws its check, the others an empty box
 * in its place. Together they took about a third off the time a slow phone took to open the list.
 * A row out of view counts as its content box, 2rem: with its padding, the 44 px of a one-line
 * row, so that the list can centre the chosen country before the rows around it are laid out.
 *
 * A row draws only what it is given: the list answers the pointer for all of them, so that a letter
 * typed in the search renders again only the rows it shows, hides or highlights.
 */
export const CountryOption = memo(function CountryOption({
  id,
  country,
  isHidden,
  isActive,
  isSelected,
}: CountryOptionProps) {
  return (
    <li
      id={id}
      role="option"
      hidden={isHidden}
      aria-selected={isActive}
      // Forced colours drop the highlight's background and ring: an outline marks the row instead.
      className="aria-selected:bg-surface-hover aria-selected:ring-accent-lilac flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-1.5 text-sm [contain-intrinsic-size:auto_2rem] [content-visibility:auto] aria-selected:ring-2 aria-selected:ring-inset max-[15rem]:flex-wrap max-[15rem]:gap-y-0.5 forced-colors:aria-selected:outline-2 forced-colors:aria-selected:-outline-offset-2 forced-colors:aria-selected:outline-solid"
    >
      <Flag code={country.code} size="option" />
      <span className="flex min-w-0 flex-1 items-baseline gap-2 max-[15rem]:order-last max-[15rem]:basis-full">
        <span className="min-w-0 break-words">{country.name}</span>
        <span className="text-fg-muted shrink-0 text-xs">{country.code}</span>
      </span>
      <span className="text-fg-muted shrink-0 tabular-nums max-[15rem]:me-auto">
        {country.dialCode}
      </span>
      {isSelected ? (
        <Check aria-hidden="true" className="text-accent size-4 shrink-0" />
      ) : (
        <span className="size-4 shrink-0" />
      )}
    </li>
  );
});
