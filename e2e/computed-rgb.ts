/** `rgb(r, g, b)`, as getComputedStyle writes a `#RRGGBB` colour. */
export function computedRgb(hex: string) {
  const channels = [1, 3, 5].map((start) =>
    Number.parseInt(hex.slice(start, start + 2), 16),
  );
  return `rgb(${channels.join(", ")})`;
}
