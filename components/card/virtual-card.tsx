import type { CardCopy } from "@/content/en/card";
import { business } from "@/content/business";
import { site } from "@/content/site";
import { fill } from "@/lib/template";
import { cn } from "@/lib/utils";
import { Glow } from "@/components/ui/glow";
import { Pill } from "@/components/ui/pill";

type VirtualCardProps = {
  /** The card's words in the page's language. */
  copy: CardCopy;
  /** Printed on the card when the visitor has given a name; cut short with an ellipsis if long. */
  holderName?: string;
  /** The name is our stand-in for someone who gave none, not a name of theirs. */
  holderIsStandIn?: boolean;
  className?: string;
};

/** The product's hero object, drawn in CSS and SVG so it is crisp at any density and costs no request. */
export function VirtualCard({
  copy,
  holderName,
  holderIsStandIn = false,
  className,
}: VirtualCardProps) {
  const lastFour = business.cardLastFour;
  return (
    <div
      role="img"
      aria-label={
        holderName
          ? fill(copy.labelWithHolder, { holderName, lastFour })
          : fill(copy.label, { lastFour })
      }
      className={cn(
        "card-face text-fg shadow-card aspect-payment-card rounded-payment-card @container relative isolate flex w-full flex-col overflow-hidden p-[6%] wrap-normal select-none",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="bg-card-sheen absolute inset-0 -z-10"
      />
      {/* Lit only while a CardTilt around the card follows a pointer. */}
      <div
        aria-hidden="true"
        className="bg-card-glare absolute inset-0 -z-10 opacity-0 transition-opacity duration-300 in-data-tilting:opacity-100 motion-reduce:hidden"
      />
      <Glow
        tone="mint"
        className="-top-1/3 -right-1/4 size-4/5 rounded-full blur-2xl"
      />
      {/* Grown to the card's height, not `h-full`: WebKit resolves a percentage height inside a box
          sized by its aspect ratio against the whole box, padding included, and pushed the number
          and the network's mark out of the card. */}
      <div className="flex flex-1 flex-col justify-between">
        <div className="flex items-start justify-between gap-[4%]">
          <p className="text-[clamp(0.8rem,3.4cqw,1.15rem)] font-semibold tracking-tight">
            {site.name}
          </p>
          <Pill tone="on-card" size="xs" className="tracking-eyebrow uppercase">
            {copy.kind}
          </Pill>
        </div>
        <div className="flex items-center gap-3" aria-hidden="true">
          <svg viewBox="0 0 44 34" className="w-[14%] min-w-9">
            <rect
              x="0.5"
              y="0.5"
              width="43"
              height="33"
              rx="6"
              className="fill-card-chip stroke-card-chip-line"
            />
            <path
              d="M15 1v32M29 1v32M1 12h14M29 12h14M1 22h14M29 22h14M15 17h14"
              className="stroke-card-chip-line fill-none"
            />
          </svg>
          <svg
            viewBox="0 0 24 24"
            className="stroke-fg/80 w-[7%] min-w-5 fill-none forced-colors:stroke-[CanvasText]"
            strokeWidth="1.8"
            strokeLinecap="round"
          >
            <path d="M8.5 7.5a6.5 6.5 0 0 1 0 9M12 5a10 10 0 0 1 0 14M15.5 2.5a13.5 13.5 0 0 1 0 19M5 10a3 3 0 0 1 0 4" />
          </svg>
        </div>
        <div className="flex flex-wrap items-end justify-between gap-[4%]">
          {/* Whether the network's mark moves under the number is the number's width alone: the
              name takes what room the line has, and ends in an ellipsis. */}
          <div className="min-w-0 grow">
            {/* A name, as printed: a translation of the page leaves it so, but for our stand-in. */}
            {holderName && (
              <p
                translate={holderIsStandIn ? undefined : "no"}
                title={holderName}
                className="text-fg/90 tracking-card-number mb-[0.4em] truncate text-[clamp(0.7rem,3cqw,1rem)] font-medium uppercase contain-inline-size"
              >
                {holderName}
              </p>
            )}
            <p className="text-fg/95 tracking-card-number font-mono text-[clamp(0.85rem,3.6cqw,1.2rem)] whitespace-nowrap tabular-nums">
              <span aria-hidden="true">•••• </span>
              {lastFour}
            </p>
          </div>
          <p className="ml-auto text-[clamp(1.1rem,5cqw,1.9rem)] leading-none font-black tracking-tight uppercase italic">
            {business.cardNetwork}
          </p>
        </div>
      </div>
    </div>
  );
}
