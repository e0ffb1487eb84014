import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

export type MarqueeSpeed = "badges" | "merchants";

const speeds = {
  badges: "animate-marquee-badges",
  merchants: "animate-marquee-merchants",
} satisfies Record<MarqueeSpeed, string>;

type MarqueeProps = {
  /** Accessible name of the list. */
  label: string;
  speed: MarqueeSpeed;
  /** The `<li>` items; rendered twice. */
  children: ReactNode;
  /** Sets the spacing between items through the `--marquee-gap` custom property. */
  className?: string;
};

/**
 * A CSS-only endless strip. Each list carries its trailing gap as padding, so sliding the track
 * by exactly half its width lands the copy where the original started and the seam never shows.
 */
export function Marquee({ label, speed, children, className }: MarqueeProps) {
  const listClasses =
    "flex shrink-0 items-center gap-x-(--marquee-gap) pr-(--marquee-gap)";

  return (
    <div
      className={cn(
        "group overflow-hidden mask-x-from-85% mask-x-to-100% [--marquee-gap:--spacing(4)] motion-reduce:mask-none",
        className,
      )}
    >
      <div
        className={cn(
          "flex w-max group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none",
          speeds[speed],
        )}
      >
        <ul
          aria-label={label}
          className={cn(
            listClasses,
            // Standing still, the strip would hide whatever is past the edge: wrap it instead.
            "motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-4 motion-reduce:px-4",
          )}
        >
          {children}
        </ul>
        {/* Rendered twice so the loop never shows a gap; the copy is hidden from screen readers. */}
        <ul
          aria-hidden="true"
          className={cn(listClasses, "motion-reduce:hidden")}
        >
          {children}
        </ul>
      </div>
    </div>
  );
}
