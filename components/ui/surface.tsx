import type { HTMLAttributes } from "react";

import { cn } from "@/lib/utils";

export type SurfaceTone = "default" | "featured";

const tones = {
  default: "border-line",
  featured: "border-accent/40",
} satisfies Record<SurfaceTone, string>;

type SurfaceProps = HTMLAttributes<HTMLElement> & {
  as?: "div" | "article" | "li";
  tone?: SurfaceTone;
};

/** The raised card every panel sits on: rounded, bordered, lit from above. Padding is the caller's. */
export function Surface({
  as: Element = "div",
  tone = "default",
  className,
  ...props
}: SurfaceProps) {
  return (
    <Element
      className={cn(
        "rounded-card bg-surface shadow-raised border",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
