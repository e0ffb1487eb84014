import type { Config } from "tailwindcss";

const config = {
  content: [
    "./app/**/*.{ts,tsx}",
    "./components/**/*.{ts,tsx}",
    "./content/**/*.ts",
    "./lib/**/*.ts",
  ],
  theme: {
    extend: {
      colors: {
        canvas: "#06060A",
        surface: {
          DEFAULT: "#0E0E15",
          raised: "#15151F",
          hover: "#1C1C28",
        },
        line: {
          DEFAULT: "rgb(255 255 255 / 0.08)",
          strong: "rgb(255 255 255 / 0.16)",
        },
        fg: {
          DEFAULT: "#F5F5F7",
          // 7.6:1 on the canvas: body copy that reads as secondary but passes AA easily.
          muted: "#A6A6B5",
          // Example text in inputs: clearly dimmer than a typed value, still 5:1 on a raised field.
          placeholder: "#85859A",
        },
        card: {
          chip: "#D9C27A",
          "chip-line": "rgb(80 60 10 / 0.55)",
        },
        accent: {
          DEFAULT: "#14F195",
          hover: "#5BFFB9",
          ink: "#031A0F",
          violet: "#9945FF",
          // The violet lightened until it clears 3:1 as a focus ring and 4.5:1 as text on the canvas.
          lilac: "#C4A1FF",
        },
      },
      fontFamily: {
        sans: ["var(--font-inter)", "ui-sans-serif", "system-ui", "sans-serif"],
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
      maxWidth: {
        content: "75rem",
        "faq-answer": "700px",
      },
      maxHeight: {
        "faq-answer": "700px",
      },
      borderRadius: {
        card: "1.5rem",
      },
      boxShadow: {
        raised:
          "0 1px 0 0 rgb(255 255 255 / 0.06) inset, 0 24px 48px -24px rgb(0 0 0 / 0.8)",
        glow: "0 0 0 1px rgb(20 241 149 / 0.35), 0 12px 40px -8px rgb(20 241 149 / 0.45)",
        card: "0 40px 80px -20px rgb(0 0 0 / 0.85), 0 0 0 1px rgb(255 255 255 / 0.1) inset",
      },
      backgroundImage: {
        "accent-gradient":
          "linear-gradient(120deg, #9945FF 0%, #5A7CFF 45%, #14F195 100%)",
        "glow-violet":
          "radial-gradient(closest-side, rgb(153 69 255 / 0.35), transparent)",
        "glow-mint":
          "radial-gradient(closest-side, rgb(20 241 149 / 0.22), transparent)",
        "card-face":
          "linear-gradient(135deg, #2A0F5C 0%, #5B21B6 38%, #1E3A8A 70%, #0F766E 100%)",
        "card-sheen":
          "linear-gradient(115deg, transparent 30%, rgb(255 255 255 / 0.14) 45%, transparent 60%), radial-gradient(120% 80% at 0% 0%, rgb(255 255 255 / 0.12), transparent 60%)",
        "scene-fallback":
          "radial-gradient(60% 50% at 20% 15%, rgb(153 69 255 / 0.35), transparent), radial-gradient(50% 45% at 85% 80%, rgb(20 241 149 / 0.22), transparent), linear-gradient(180deg, #0B0B14 0%, #06060A 100%)",
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
} satisfies Config;

export default config;
