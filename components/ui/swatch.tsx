import { cn } from "@/lib/utils";

export type SwatchColor = "mint" | "violet" | "lilac" | "gradient";
type SwatchSize = "sm" | "md";

const colors = {
  mint: "bg-accent",
  violet: "bg-accent-violet",
  lilac: "bg-accent-lilac",
  gradient: "bg-accent-gradient",
} satisfies Record<SwatchColor, string>;

const sizes = {
  sm: { row: "gap-2", dot: "size-2" },
  md: { row: "gap-3", dot: "size-2.5" },
} satisfies Record<SwatchSize, { row: string; dot: string }>;

type SwatchProps = {
  color: SwatchColor;
  label: string;
  size?: SwatchSize;
};

/** A colour dot and its label, so a colour is never the only thing that tells two items apart. */
export function Swatch({ color, label, size = "md" }: SwatchProps) {
  return (
    <span className={cn("inline-flex items-center", sizes[size].row)}>
      <span
        aria-hidden="true"
        className={cn(
          "key-dot shrink-0 rounded-full",
          colors[color],
          sizes[size].dot,
        )}
      />
      {label}
    </span>
  );
}
