import { useEffect } from "react";
import { preload } from "react-dom";

import type { Country } from "@/content/countries";
import { flagSource } from "@/lib/flag-source";
import { whenIdle } from "@/lib/when-idle";

// The open list shows five or six rows, centred on the chosen country.
const ROWS_AROUND_CHOSEN = 4;

/**
 * Fetches, while the browser is idle and the list is closed, the flags it shows first when it
 * opens: those around the chosen country. The list's flags are lazy images, fetched once in view;
 * on a slow network they would otherwise open as empty boxes.
 */
export function usePreloadedFlags(
  countries: Country[],
  selected: Country,
  isOpen: boolean,
) {
  useEffect(() => {
    if (isOpen) return;
    const at = countries.indexOf(selected);
    const around = countries.slice(
      Math.max(0, at - ROWS_AROUND_CHOSEN),
      at + ROWS_AROUND_CHOSEN + 1,
    );
    return whenIdle(() => {
      for (const { code } of around)
        preload(flagSource(code), { as: "image", fetchPriority: "low" });
    });
  }, [countries, selected, isOpen]);
}
