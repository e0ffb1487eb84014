import type { ReactNode } from "react";

import { cn } from "@/lib/utils";
import { PauseSwitch } from "./pause-switch";

type MarqueeSpeed = "badges" | "merchants";

const speeds = {
  badges: "animate-marquee-badges",
  merchants: "animate-marquee-merchants",
} satisfies Record<MarqueeSpeed, string>;

type MarqueeProps = {
  /** Accessible name of the list. */
  label: string;
  /** Names the switch that stops the strip, e.g. "Pause the card highlights". */
  pauseLabel: string;
  speed: MarqueeSpeed;
  /** The `<li>` items; rendered twice. */
  children: ReactNode;
  /** Sets the spacing between items through the `--marquee-gap` custom property. */
  className?: string;
};

/**
 * A CSS-only endless strip. Each list carries its trailing gap as padding, so sliding the track
 * by exactly half its width lands the copy where the original started and the seam never shows.
 *
 * It pauses under the pointer and while focus is inside, and a switch at its end stops it for as
 * long as the visitor wants. The switch is a checkbox the stylesheet reads, so it works before the
 * scripts arrive and without them.
 */
export function Marquee({
  label,
  pauseLabel,
  speed,
  children,
  className,
}: MarqueeProps) {
  const listClasses =
    "flex shrink-0 items-center gap-x-(--marquee-gap) pr-(--marquee-gap) whitespace-nowrap";

  return (
    <div
      className={cn("group relative [--marquee-gap:--spacing(4)]", className)}
    >
      <div className="marquee-fade still:mask-none overflow-hidden">
        <div
          className={cn(
            "still:w-full still:animate-none flex w-max group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] group-has-checked:[animation-play-state:paused]",
            speeds[speed],
          )}
        >
          <ul
            aria-label={label}
            className={cn(
              listClasses,
              // Standing still, the strip would hide whatever is past the edge: wrap it instead,
              // and an item wider than the window wraps its words.
              "still:shrink still:flex-wrap still:justify-center still:gap-y-4 still:px-4 still:whitespace-normal",
            )}
          >
            {children}
          </ul>
          {/* Rendered twice so the loop never shows a gap; the copy is hidden from screen
              readers. */}
          <ul aria-hidden="true" className={cn(listClasses, "still:hidden")}>
            {children}
          </ul>
        </div>
      </div>
      <PauseSwitch
        label={pauseLabel}
        className="still:hidden absolute top-1/2 right-3 -translate-y-1/2 sm:right-6"
      />
    </div>
  );
}
