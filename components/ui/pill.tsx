import type { HTMLAttributes } from "react";

import { cn } from "@/lib/utils";

export type PillTone =
  "quiet" | "outline" | "floating" | "on-card" | "accent" | "lilac" | "muted";
type PillSize = "xs" | "sm" | "md" | "lg" | "xl" | "2xl";

const sizes = {
  xs: "gap-1.5 px-2 py-0.5 text-[0.625rem]",
  sm: "gap-1.5 px-2.5 py-1 text-xs",
  md: "gap-2 px-3 py-1 text-xs",
  lg: "gap-2 px-3 py-1.5 text-xs sm:px-3.5 sm:text-sm",
  xl: "gap-2 px-3.5 py-2 text-sm",
  "2xl": "gap-2 px-4 py-2 text-sm",
} satisfies Record<PillSize, string>;

const tones = {
  quiet: "border-line bg-surface/70 text-fg-muted",
  outline: "border-line text-fg-muted",
  floating:
    "border-line-strong bg-surface-raised/85 shadow-raised backdrop-blur-md",
  "on-card": "border-fg/25 text-fg/90",
  accent: "border-accent/30 bg-accent/10 text-accent",
  lilac: "border-accent-lilac/30 bg-accent-lilac/10 text-accent-lilac",
  muted: "border-line-strong text-fg-muted",
} satisfies Record<PillTone, string>;

type PillProps = HTMLAttributes<HTMLElement> & {
  as?: "p" | "li" | "span";
  tone: PillTone;
  size: PillSize;
};

/** A small rounded label: a status, a tag, a highlight. An icon or swatch before the text sits in its gap. */
export function Pill({
  as: Element = "p",
  tone,
  size,
  className,
  ...props
}: PillProps) {
  return (
    <Element
      className={cn(
        "inline-flex items-center rounded-full border font-medium",
        tones[tone],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
