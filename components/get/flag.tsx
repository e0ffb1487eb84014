import { flagSource } from "@/lib/flag-source";
import { cn } from "@/lib/utils";

type FlagSize = "button" | "option";

const sizes = {
  button: {
    width: 24,
    height: 16,
    className: "h-4 w-6 rounded-[3px]",
  },
  option: {
    width: 21,
    height: 14,
    className: "h-3.5 w-[21px] shrink-0 rounded-[2px]",
  },
} satisfies Record<
  FlagSize,
  { width: number; height: number; className: string }
>;

/** A country's flag, decorative: the country's name is always written beside it. */
export function Flag({ code, size }: { code: string; size: FlagSize }) {
  const { width, height, className } = sizes[size];
  return (
    // Static SVG files: next/image would add nothing to an unoptimised export.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={flagSource(code)}
      alt=""
      width={width}
      height={height}
      // The list holds some 200 flags; only those scrolled to are fetched.
      loading={size === "option" ? "lazy" : undefined}
      className={cn("ring-line-strong object-cover ring-1", className)}
    />
  );
}
