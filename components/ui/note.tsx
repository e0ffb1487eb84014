import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

type NoteSize = "sm" | "md";

const sizes = {
  sm: {
    row: "gap-2 text-xs",
    icon: "mt-px size-3.5",
    box: "rounded-lg px-3 py-2",
  },
  md: { row: "gap-3 text-sm", icon: "mt-0.5 size-4", box: "rounded-xl p-4" },
} satisfies Record<NoteSize, Record<"row" | "icon" | "box", string>>;

type NoteProps = {
  icon: LucideIcon;
  size?: NoteSize;
  /** Draws the note in its own bordered box, apart from the text around it. */
  boxed?: boolean;
  className?: string;
  /** Colours the icon apart from the text. */
  iconClassName?: string;
  children: ReactNode;
};

/** A side remark led by an icon, which is decoration: the text says it all. */
export function Note({
  icon: Icon,
  size = "md",
  boxed = false,
  className,
  iconClassName,
  children,
}: NoteProps) {
  return (
    <p
      className={cn(
        "flex",
        sizes[size].row,
        boxed && ["border-line border", sizes[size].box],
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn("shrink-0", sizes[size].icon, iconClassName)}
      />
      {children}
    </p>
  );
}
