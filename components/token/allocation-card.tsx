import { Check } from "lucide-react";

import type { AllocationCard as AllocationCardContent } from "@/content/token";
import { allocation } from "@/content/token";
import { cn } from "@/lib/utils";
import { AllocationAction } from "./allocation-action";
import { allocationSwatches } from "./allocation-swatches";

type AllocationCardProps = {
  card: AllocationCardContent;
  isFeatured: boolean;
};

export function AllocationCard({ card, isFeatured }: AllocationCardProps) {
  const headingId = `allocation-${card.tag.toLowerCase().replace(/\s+/g, "-")}`;

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "bg-surface shadow-raised rounded-card relative isolate flex h-full flex-col overflow-hidden border p-6 sm:p-8",
        isFeatured ? "border-accent/40" : "border-line",
      )}
    >
      {isFeatured && (
        <div
          aria-hidden="true"
          className="bg-glow-mint pointer-events-none absolute inset-x-0 -top-32 -z-10 h-56"
        />
      )}
      <p className="border-line text-fg-muted inline-flex items-center gap-2 self-start rounded-full border px-3 py-1 text-xs font-medium">
        <span
          aria-hidden="true"
          className={cn(
            "size-2 rounded-full",
            allocationSwatches[card.tag].fill,
          )}
        />
        {card.tag}
      </p>
      <p className="mt-8 flex items-baseline gap-2">
        <span className="text-6xl font-semibold tracking-tighter tabular-nums">
          {card.percent}%
        </span>{" "}
        <span className="text-fg-muted text-sm">{allocation.shareLabel}</span>
      </p>
      <h3 id={headingId} className="mt-6 text-xl font-semibold tracking-tight">
        {card.heading}
      </h3>
      <p className="text-fg-muted mt-2 leading-relaxed">{card.description}</p>
      <ul className="border-line mt-6 space-y-3 border-t pt-6 text-sm">
        {card.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check
              aria-hidden="true"
              className="text-accent mt-0.5 size-4 shrink-0"
            />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        <AllocationAction
          label={card.button.label}
          href={card.button.href}
          variant={isFeatured ? "primary" : "outline"}
          className="w-full"
        />
      </div>
    </article>
  );
}
