import { Check } from "lucide-react";

import { cn } from "@/lib/utils";

type CheckListTick = "plain" | "circled";

type CheckListProps = {
  items: readonly string[];
  tick?: CheckListTick;
  className?: string;
};

/** A list whose every line starts with a tick; the tick is decoration, the text says it all. */
export function CheckList({
  items,
  tick = "plain",
  className,
}: CheckListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li
          key={item}
          // The circled tick is as tall as a line: centred, where the plain one sits on the first line.
          className={cn("flex gap-3", tick === "circled" && "items-center")}
        >
          {tick === "circled" ? (
            <span className="bg-accent/12 text-accent flex size-6 shrink-0 items-center justify-center rounded-full">
              <Check aria-hidden="true" className="size-3.5" />
            </span>
          ) : (
            <Check
              aria-hidden="true"
              className="text-accent mt-0.5 size-4 shrink-0"
            />
          )}
          {item}
        </li>
      ))}
    </ul>
  );
}
