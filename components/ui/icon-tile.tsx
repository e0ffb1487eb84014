import type { LucideIcon } from "lucide-react";

import { cn } from "@/lib/utils";

type IconTileTone = "raised" | "gradient";

const tones = {
  raised: {
    tile: "size-11 rounded-xl border border-line-strong bg-surface-raised text-accent",
    icon: "size-5",
  },
  gradient: {
    tile: "size-16 rounded-2xl bg-accent-gradient text-fg shadow-glow",
    icon: "size-7",
  },
} satisfies Record<IconTileTone, Record<"tile" | "icon", string>>;

type IconTileProps = {
  icon: LucideIcon;
  tone: IconTileTone;
  className?: string;
};

/** An icon on its own rounded square. Decoration: the text beside it says what it means. */
export function IconTile({ icon: Icon, tone, className }: IconTileProps) {
  return (
    <span
      aria-hidden="true"
      className={cn("grid place-items-center", tones[tone].tile, className)}
    >
      <Icon className={tones[tone].icon} />
    </span>
  );
}
