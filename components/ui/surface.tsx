import type { HTMLAttributes } from "react";

import { cn } from "@/lib/utils";

type SurfaceTone = "default" | "featured" | "glass";

const tones = {
  default: "border-line bg-surface",
  featured: "border-accent/40 bg-surface",
  // Lets what is behind it (the /get scene) show through. Not blurred: WebKitGTK stops painting a
  // blurred panel once a view transition has morphed it (Safari may too), and /get's panel morphs
  // on every step.
  glass: "border-line bg-surface/85 solid:bg-surface",
} satisfies Record<SurfaceTone, string>;

/** Class list of the surface, for an element that must stay the caller's own (one with a ref). */
export function surfaceClasses(
  tone: SurfaceTone = "default",
  className?: string,
) {
  return cn("rounded-card shadow-raised border", tones[tone], className);
}

type SurfaceProps = HTMLAttributes<HTMLElement> & {
  as?: "div" | "article" | "li";
  tone?: SurfaceTone;
};

/** The raised card every panel sits on: rounded, bordered, lit from above. Padding is the caller's. */
export function Surface({
  as: Element = "div",
  tone,
  className,
  ...props
}: SurfaceProps) {
  return <Element className={surfaceClasses(tone, className)} {...props} />;
}
