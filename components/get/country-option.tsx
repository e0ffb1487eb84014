import { Check } from "lucide-react";

import type { Country } from "@/content/countries";
import { cn } from "@/lib/utils";
import { Flag } from "./flag";

type CountryOptionProps = {
  id: string;
  country: Country;
  isActive: boolean;
  isSelected: boolean;
  onChoose: () => void;
  onHover: () => void;
};

/**
 * One row of the country list: flag, name, ISO code, dial code, and a check on the chosen one.
 * A long name wraps rather than ending in an ellipsis: "Central African Republic" and "Central
 * African…" differ where the cut falls. Below 240 px (a phone's text at 200 %) the name and code
 * take a line of their own, under the flag and dial code, rather than shrink to nothing.
 */
export function CountryOption({
  id,
  country,
  isActive,
  isSelected,
  onChoose,
  onHover,
}: CountryOptionProps) {
  return (
    <li
      id={id}
      role="option"
      aria-selected={isActive}
      // Keeps focus in the search box, so a tap or click picks instead of closing.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onMouseMove={onHover}
      // Forced colours drop the highlight's background and ring: an outline marks the row instead.
      className="aria-selected:bg-surface-hover aria-selected:ring-accent-lilac flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-1.5 text-sm aria-selected:ring-2 aria-selected:ring-inset max-[15rem]:flex-wrap max-[15rem]:gap-y-0.5 forced-colors:aria-selected:outline-2 forced-colors:aria-selected:-outline-offset-2 forced-colors:aria-selected:outline-solid"
    >
      <Flag code={country.code} size="option" />
      <span className="flex min-w-0 flex-1 items-baseline gap-2 max-[15rem]:order-last max-[15rem]:basis-full">
        <span className="min-w-0 break-words">{country.name}</span>
        <span className="text-fg-muted shrink-0 text-xs">{country.code}</span>
      </span>
      <span className="text-fg-muted shrink-0 tabular-nums max-[15rem]:me-auto">
        {country.dialCode}
      </span>
      <Check
        aria-hidden="true"
        className={cn(
          "text-accent size-4 shrink-0",
          !isSelected && "invisible",
        )}
      />
    </li>
  );
}
