import { cn } from "@/lib/utils";

export type GlowTone = "violet" | "mint";

const tones = {
  violet: "bg-glow-violet",
  mint: "bg-glow-mint",
} satisfies Record<GlowTone, string>;

/**
 * A soft radial light behind content. Decorative: hidden from screen readers, never in the way of
 * a click. Its parent carries `glow-frame`, which keeps it behind the content and clips it; the
 * caller places and sizes it.
 */
export function Glow({
  tone,
  className,
}: {
  tone: GlowTone;
  className?: string;
}) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        "pointer-events-none absolute -z-10",
        tones[tone],
        className,
      )}
    />
  );
}
