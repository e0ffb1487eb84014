/** The brand mark's two swiped bars, in a 32 × 32 box: the logo, the icons and the sharing images. */
export const LOGO_MARK_PATH =
  "M10 11.5h13.5l-2.5 3H7.5zM11 17.5h13.5l-2.5 3H8.5z";

/**
 * The brand's colours, the one place they are written. Read by the Tailwind tokens, the layout's
 * theme colour, the web manifest and `scripts/render-brand-images.mjs`, so it stays plain data
 * with relative imports only: Tailwind and Node load it outside Next's bundler.
 */
export const brandColors = {
  canvas: "#06060A",
  // The top of the /get scene's fallback, a shade lighter than the canvas it fades into.
  canvasTop: "#0B0B14",
  surface: "#0E0E15",
  surfaceRaised: "#15151F",
  surfaceHover: "#1C1C28",
  // A field the browser filled in: the raised surface with 8 % of the lilac, opaque.
  surfaceFilled: "#232031",
  white: "#FFFFFF",
  black: "#000000",
  fg: "#F5F5F7",
  // 7.6:1 on the canvas: body copy that reads as secondary but passes AA easily.
  fgMuted: "#A6A6B5",
  // Example text in inputs: clearly dimmer than a typed value, still 5:1 on a raised field.
  fgPlaceholder: "#85859A",
  mint: "#14F195",
  mintHover: "#5BFFB9",
  mintInk: "#031A0F",
  violet: "#9945FF",
  // The violet lightened until it clears 3:1 as a focus ring and 4.5:1 as text on the canvas.
  lilac: "#C4A1FF",
  // The middle stop of the violet-to-mint accent gradient.
  blue: "#5A7CFF",
  // Warnings that must not be missed (the top-up network): 10:1 on the canvas.
  amber: "#FFC266",
  chip: "#D9C27A",
  chipLine: "#503C0A",
  cardFace: ["#2A0F5C", "#5B21B6", "#1E3A8A", "#0F766E"],
} as const;

/** Corner radii: the surfaces' (the FAQ, the panels, /get's card) and the virtual payment card's. */
export const brandRadii = {
  card: "1.5rem",
  // The virtual payment card, a touch tighter than the surfaces around it.
  paymentCard: "1.25rem",
} as const;

/** The red, green and blue of a `#RRGGBB` colour, 0 to 255. */
export function rgbChannels(hex: string) {
  return [1, 3, 5].map((start) =>
    Number.parseInt(hex.slice(start, start + 2), 16),
  );
}

/** `rgb(r g b / alpha)` from a `#RRGGBB` colour, for translucent layers of a brand colour. */
export function withAlpha(hex: string, alpha: number) {
  const [r, g, b] = rgbChannels(hex);
  return `rgb(${r} ${g} ${b} / ${alpha})`;
}

const [face1, face2, face3, face4] = brandColors.cardFace;

/** Gradients drawn both on the site and in the rendered sharing image. */
export const brandGradients = {
  accent: `linear-gradient(120deg, ${brandColors.violet} 0%, ${brandColors.blue} 45%, ${brandColors.mint} 100%)`,
  cardFace: `linear-gradient(135deg, ${face1} 0%, ${face2} 38%, ${face3} 70%, ${face4} 100%)`,
  glow: (hex: string, alpha: number) =>
    `radial-gradient(closest-side, ${withAlpha(hex, alpha)}, transparent)`,
};
