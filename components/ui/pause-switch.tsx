import type { ChangeEventHandler } from "react";
import { Pause, Play } from "lucide-react";

import { cn } from "@/lib/utils";

type PauseSwitchProps = {
  /** Names what it stops, e.g. "Pause the card highlights". */
  label: string;
  /** Told when it is ticked (paused) or cleared; without it, the stylesheet reads its state. */
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** Where it stands, positioned (`absolute …`): the switch inside spreads past its circle. */
  className: string;
};

/**
 * A round switch that stops something moving on its own, for as long as the visitor wants: a
 * checkbox, ticked while paused, with a pause sign that turns into a play sign. Something that
 * moves by itself for more than five seconds needs a way to stop it by keyboard and touch too.
 */
export function PauseSwitch({ label, onChange, className }: PauseSwitchProps) {
  return (
    <label
      className={cn(
        "border-line-strong bg-surface text-fg-muted hover:text-fg grid size-9 place-items-center rounded-full border transition-colors",
        className,
      )}
    >
      {/* The switch itself, clear and over the whole circle and past its border, a 44 px
          circle: a press anywhere a finger covers lands on it. Its focus ring is drawn inside
          its edge, 3 px off the circle drawn, where every control's is 2 px off. */}
      <input
        type="checkbox"
        onChange={onChange}
        className="peer absolute -inset-1.25 cursor-pointer appearance-none rounded-full focus-visible:ring-offset-0 focus-visible:ring-inset"
      />
      <span className="sr-only">{label}</span>
      <Pause aria-hidden="true" className="size-4 peer-checked:hidden" />
      <Play aria-hidden="true" className="hidden size-4 peer-checked:block" />
    </label>
  );
}
