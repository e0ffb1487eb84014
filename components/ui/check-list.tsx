import { Check } from "lucide-react";

export type CheckListTick = "plain" | "circled";

const rows = {
  plain: "flex gap-3",
  circled: "flex items-center gap-3",
} satisfies Record<CheckListTick, string>;

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
        <li key={item} className={rows[tick]}>
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
