import { LOGO_MARK_PATH } from "@/lib/brand";
import { cn } from "@/lib/utils";

/**
 * The brand mark: two swiped bars on the accent gradient (a contrast theme draws them in its text
 * colour, in an edge). The gradient is CSS, not an SVG <linearGradient>, whose id would clash
 * between the navbar's and the footer's copies.
 * Decorative; callers name the link around it.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "glyph-tile grid size-8 shrink-0 place-items-center rounded-[28%]",
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="size-full">
        <path d={LOGO_MARK_PATH} />
      </svg>
    </span>
  );
}
