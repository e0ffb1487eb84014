import type { ReactNode } from "react";
import { Pause, Play } from "lucide-react";

import { cn } from "@/lib/utils";

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
 * long as the visitor wants: something that moves on its own for more than five seconds needs a
 * way to stop it by keyboard and touch too. The switch is a checkbox the stylesheet reads, so it
 * works before the scripts arrive and without them.
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
      <label className="border-line-strong bg-surface text-fg-muted hover:text-fg still:hidden absolute top-1/2 right-3 grid size-9 -translate-y-1/2 place-items-center rounded-full border transition-colors sm:right-6">
        {/* The switch itself, clear and over the whole circle and past its border, a 44 px
            circle: a press anywhere a finger covers lands on it. Its focus ring is drawn inside
            its edge, 3 px off the circle drawn, where every control's is 2 px off. */}
        <input
          type="checkbox"
          className="peer absolute -inset-1.25 cursor-pointer appearance-none rounded-full focus-visible:ring-offset-0 focus-visible:ring-inset"
        />
        <span className="sr-only">{pauseLabel}</span>
        <Pause aria-hidden="true" className="size-4 peer-checked:hidden" />
        <Play aria-hidden="true" className="hidden size-4 peer-checked:block" />
      </label>
    </div>
  );
}
