import type { Config } from "tailwindcss";
import plugin from "tailwindcss/plugin";

import {
  brandColors as c,
  brandGradients,
  brandRadii,
  withAlpha,
} from "./lib/brand";
import {
  interFallbackFaces,
  interFallbackFamilies,
} from "./lib/font-fallbacks";

const config = {
  theme: {
    extend: {
      colors: {
        canvas: c.canvas,
        surface: {
          DEFAULT: c.surface,
          raised: c.surfaceRaised,
          hover: c.surfaceHover,
          filled: c.surfaceFilled,
        },
        // Set per contrast preference in the base layer (below).
        line: { DEFAULT: "var(--line)", strong: "var(--line-strong)" },
        fg: {
          DEFAULT: c.fg,
          muted: c.fgMuted,
          placeholder: c.fgPlaceholder,
        },
        card: {
          chip: c.chip,
          "chip-line": withAlpha(c.chipLine, 0.55),
        },
        warning: c.amber,
        accent: {
          DEFAULT: c.mint,
          hover: c.mintHover,
          ink: c.mintInk,
          violet: c.violet,
          lilac: c.lilac,
        },
      },
      fontFamily: {
        sans: [
          "var(--font-inter)",
          ...interFallbackFamilies,
          "ui-sans-serif",
          "system-ui",
          "sans-serif",
        ],
        mono: ["ui-monospace", "SFMono-Regular", "Menlo", "monospace"],
      },
      fontSize: {
        display: [
          "clamp(2.5rem, 1.6rem + 4.6vw, 5rem)",
          { lineHeight: "1.02", letterSpacing: "-0.035em" },
        ],
        title: [
          "clamp(1.875rem, 1.5rem + 1.9vw, 3rem)",
          { lineHeight: "1.1", letterSpacing: "-0.025em" },
        ],
      },
      letterSpacing: {
        // Small uppercase labels above headings, on pills and on the card.
        eyebrow: "0.16em",
        // The card number's digit groups, spaced like an embossed card.
        "card-number": "0.2em",
      },
      // One stacking order for what floats above the page.
      zIndex: {
        navbar: "50",
        "skip-link": "60",
        "cursor-trail": "70",
      },
      maxWidth: {
        content: "75rem",
        // The /get flow's panel.
        panel: "30rem",
      },
      maxHeight: {
        "faq-answer": "700px",
      },
      borderRadius: {
        card: brandRadii.card,
        "payment-card": brandRadii.paymentCard,
      },
      aspectRatio: {
        // ISO/IEC 7810 ID-1, the size of every bank card: 85.60 × 53.98 mm.
        "payment-card": "1.586",
      },
      boxShadow: {
        raised: `0 1px 0 0 ${withAlpha(c.white, 0.06)} inset, 0 24px 48px -24px ${withAlpha(c.black, 0.8)}`,
        glow: `0 0 0 1px ${withAlpha(c.mint, 0.35)}, 0 12px 40px -8px ${withAlpha(c.mint, 0.45)}`,
        card: `0 40px 80px -20px ${withAlpha(c.black, 0.85)}, 0 0 0 1px ${withAlpha(c.white, 0.1)} inset`,
      },
      backgroundImage: {
        "accent-gradient": brandGradients.accent,
        "glow-violet": brandGradients.glow(c.violet, 0.35),
        "glow-mint": brandGradients.glow(c.mint, 0.22),
        "card-face": brandGradients.cardFace,
        // The light that follows a fine pointer across the card; where it sits is the card's to set.
        "card-glare": `radial-gradient(circle at var(--glare-x, 50%) var(--glare-y, 50%), ${withAlpha(c.white, 0.28)}, transparent 55%)`,
        // The faint dot grid behind the how-it-works drawings.
        "dot-grid": `radial-gradient(${withAlpha(c.white, 0.08)} 1px, transparent 1.5px)`,
        "card-sheen": `linear-gradient(115deg, transparent 30%, ${withAlpha(c.white, 0.14)} 45%, transparent 60%), radial-gradient(120% 80% at 0% 0%, ${withAlpha(c.white, 0.12)}, transparent 60%)`,
        "scene-fallback": `radial-gradient(60% 50% at 20% 15%, ${withAlpha(c.violet, 0.35)}, transparent), radial-gradient(50% 45% at 85% 80%, ${withAlpha(c.mint, 0.22)}, transparent), linear-gradient(180deg, ${c.canvasTop} 0%, ${c.canvas} 100%)`,
      },
      keyframes: {
        marquee: {
          from: { transform: "translateX(0)" },
          to: { transform: "translateX(-50%)" },
        },
      },
      animation: {
        "marquee-badges": "marquee 22s linear infinite",
        "marquee-merchants": "marquee 32s linear infinite",
      },
    },
  },
  plugins: [
    plugin(({ addBase }) => addBase({ "@font-face": interFallbackFaces })),
    // Edges faint enough to recede; when the visitor asks for more contrast (iOS and macOS's
    // Increase contrast), a field's and an outlined button's edge at 3:1 or more on the panel
    // behind it, as WCAG asks of a control's boundary, and a card's frame plainly seen.
    plugin(({ addBase }) =>
      addBase({
        ":root": {
          "--line": withAlpha(c.white, 0.08),
          "--line-strong": withAlpha(c.white, 0.16),
        },
        "@media (prefers-contrast: more)": {
          ":root": {
            "--line": withAlpha(c.white, 0.36),
            "--line-strong": withAlpha(c.white, 0.5),
          },
        },
      }),
    ),
  ],
} satisfies Config;

export default config;
