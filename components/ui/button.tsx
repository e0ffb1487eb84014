import type { ButtonHTMLAttributes } from "react";

import { cn } from "@/lib/utils";

export type ButtonVariant =
  "primary" | "solid" | "outline" | "ghost" | "unavailable";
type ButtonSize = "sm" | "md" | "lg";

const solid = "bg-action text-accent-ink hover:bg-accent-hover";

const variants = {
  // The screen's one glowing call to action: a glow on every button reads as a template.
  primary: `${solid} shadow-glow`,
  // The same weight without the glow, for an action that is on every screen (the bar's).
  solid,
  outline:
    "border border-line-strong bg-surface/60 text-fg hover:border-fg-muted hover:bg-surface-hover",
  ghost: "text-fg-muted hover:bg-surface-hover hover:text-fg",
  // A control with nowhere to go yet: dashed and muted, so it never passes for a live one.
  unavailable:
    "cursor-not-allowed border border-dashed border-line-strong text-fg-muted",
} satisfies Record<ButtonVariant, string>;

// A minimum height, not a height: on a phone, a label wider than the room it has (large text, a
// reader's wider letter spacing) wraps onto a second line inside the button instead of pushing the
// page sideways. Wider, labels stay on one line, where a row of buttons beside a heading keeps its
// width.
const sizes = {
  sm: "min-h-11 px-4 py-2.5 text-sm",
  md: "min-h-11 px-5 py-2.5 text-sm",
  lg: "min-h-13 px-7 py-3 text-base max-[15rem]:px-4",
} satisfies Record<ButtonSize, string>;

/** Class list shared by buttons and by links that look like buttons. */
export function buttonClasses({
  variant = "primary",
  size = "md",
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(
    "inline-flex shrink-0 items-center justify-center gap-2 rounded-full text-center font-semibold whitespace-nowrap transition-colors duration-200 disabled:pointer-events-none disabled:opacity-50 max-sm:whitespace-normal",
    variants[variant],
    sizes[size],
    className,
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, className })}
      {...props}
    />
  );
}
