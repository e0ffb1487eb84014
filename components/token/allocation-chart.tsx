import type { AllocationId, TokenCopy } from "@/content/en/token";
import { Swatch } from "@/components/ui/swatch";
import { allocationSwatches } from "./allocation-swatches";

// Slices are measured in percent of the ring: pathLength makes the circle 100 units long.
const RING_LENGTH = 100;
const SLICE_GAP = 1.2;
// Named by a label beside the legend rather than a figcaption, which must be the figure's first or last child.
const CAPTION_ID = "allocation-chart-caption";

type AllocationChartProps = {
  /** Each share: its figure, and how the page's language writes it. */
  slices: { id: AllocationId; tag: string; percent: number; share: string }[];
  /** The sum, written likewise. */
  total: string;
  copy: Pick<TokenCopy["allocation"], "chartCaption" | "chartTotalLabel">;
};

/** The allocation as a donut. The ring is decoration; the legend beside it is what screen readers read. */
export function AllocationChart({
  slices: cards,
  total,
  copy,
}: AllocationChartProps) {
  const slices = cards.map((card, index) => ({
    ...card,
    start: cards.slice(0, index).reduce((sum, { percent }) => sum + percent, 0),
  }));

  return (
    <figure
      aria-labelledby={CAPTION_ID}
      className="flex flex-col items-center gap-8 sm:flex-row sm:gap-10"
    >
      <div
        aria-hidden="true"
        className="relative size-48 shrink-0 max-[15rem]:size-40 sm:size-56"
      >
        <svg viewBox="0 0 120 120" className="size-full -rotate-90">
          {/* A contrast theme keeps the slices' colours (as the legend's dots), however close to
              its canvas: there this track, a little wider than the slices and in its text colour,
              edges the ring and parts the slices. */}
          <circle
            cx="60"
            cy="60"
            r="50"
            fill="none"
            strokeWidth="14"
            className="stroke-surface-raised forced-colors:stroke-[CanvasText] forced-colors:stroke-16"
          />
          {slices.map((slice) => (
            <circle
              key={slice.id}
              cx="60"
              cy="60"
              r="50"
              fill="none"
              strokeWidth="14"
              pathLength={RING_LENGTH}
              strokeDasharray={`${slice.percent - SLICE_GAP} ${RING_LENGTH - slice.percent + SLICE_GAP}`}
              strokeDashoffset={-(slice.start + SLICE_GAP / 2)}
              className={allocationSwatches[slice.id].stroke}
            />
          ))}
        </svg>
        {/* Two lines of a label, not paragraphs: a reader's paragraph spacing would push them
            onto the ring. */}
        <div className="absolute inset-0 flex flex-col items-center justify-center">
          <span className="text-3xl font-semibold tracking-tight tabular-nums sm:text-4xl">
            {total}
          </span>
          <span className="text-fg-muted text-xs sm:text-sm">
            {copy.chartTotalLabel}
          </span>
        </div>
      </div>
      <div className="w-full max-w-xs">
        <p
          id={CAPTION_ID}
          className="text-fg-muted tracking-eyebrow text-xs font-medium uppercase"
        >
          {copy.chartCaption}
        </p>
        <ul className="divide-line border-line mt-4 divide-y border-y">
          {cards.map((card) => (
            <li
              key={card.id}
              className="flex items-center justify-between gap-6 py-3 max-[15rem]:gap-2"
            >
              <Swatch
                color={allocationSwatches[card.id].color}
                label={card.tag}
              />{" "}
              <span className="shrink-0 font-semibold tabular-nums">
                {card.share}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
