import { rgbChannels } from "../lib/brand";

/** `rgb(r, g, b)`, as getComputedStyle writes a `#RRGGBB` colour. */
export function computedRgb(hex: string) {
  return `rgb(${rgbChannels(hex).join(", ")})`;
}
