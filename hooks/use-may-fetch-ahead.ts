import { useIsHydrated } from "./use-is-hydrated";
import { usePrefersReducedData } from "./use-prefers-reduced-data";

/**
 * Whether the page may download what the visitor has not asked for yet (another page's data, the
 * whole stylesheet): not when they asked to save data, and not until React has hydrated, since
 * the server cannot know that setting and the render that corrects it can come after an effect or
 * a link has started the download.
 */
export function useMayFetchAhead() {
  const isHydrated = useIsHydrated();
  const prefersReducedData = usePrefersReducedData();
  return isHydrated && !prefersReducedData;
}
