import localFont from "next/font/local";

// The font file is written by scripts/subset-font.mjs before every build and dev server start.
// Its fallback faces are lib/font-fallbacks.ts's: next/font would only adjust Arial, which Linux
// and Android lack. Free of types on purpose: the bench's styled floor runs this file as it is.
export const inter = localFont({
  src: "./fonts/inter-subset.woff2",
  variable: "--font-inter",
  weight: "400 900",
  display: "swap",
  adjustFontFallback: false,
});
