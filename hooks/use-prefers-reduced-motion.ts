import { useMediaQuery } from "./use-media-query";

/** True when the visitor asked their system for less motion: decorative movement must stop. */
export function usePrefersReducedMotion() {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}
