import type {
  AllocationCard as AllocationCardContent,
  TokenCopy,
} from "@/content/en/token";
import { CheckList } from "@/components/ui/check-list";
import { Glow } from "@/components/ui/glow";
import { Pill } from "@/components/ui/pill";
import { Surface } from "@/components/ui/surface";
import { Swatch } from "@/components/ui/swatch";
import { AllocationAction } from "./allocation-action";
import { allocationSwatches } from "./allocation-swatches";

type AllocationCardProps = {
  card: AllocationCardContent;
  /** The card's share of the supply, as the page's language writes it. */
  share: string;
  copy: Pick<TokenCopy["allocation"], "shareLabel" | "unavailable">;
  newTabNote: string;
  isFeatured: boolean;
};

export function AllocationCard({
  card,
  share,
  copy,
  newTabNote,
  isFeatured,
}: AllocationCardProps) {
  const headingId = `allocation-${card.id}`;

  return (
    <Surface
      as="article"
      aria-labelledby={headingId}
      tone={isFeatured ? "featured" : "default"}
      className="glow-frame flex h-full flex-col p-6 max-[15rem]:p-4 sm:p-8"
    >
      {isFeatured && <Glow tone="mint" className="inset-x-0 -top-32 h-56" />}
      <Pill tone="outline" size="md" className="self-start">
        <Swatch
          color={allocationSwatches[card.id].color}
          size="sm"
          label={card.tag}
        />
      </Pill>
      {/* The label stays beside the share, its words wrapping, while its longest word fits
          there; with a reader's wider spacing it moves under the share rather than push the card
          past the window. Below 320 px (large text on a phone), it always goes under. */}
      <p className="mt-8 flex flex-wrap items-baseline gap-x-2">
        <span className="text-6xl font-semibold tracking-tighter tabular-nums max-[15rem]:text-5xl">
          {share}
        </span>{" "}
        <span className="text-fg-muted grow basis-[min-content] text-sm max-[20rem]:basis-auto">
          {copy.shareLabel}
        </span>
      </p>
      <h3 id={headingId} className="mt-6 text-xl font-semibold tracking-tight">
        {card.heading}
      </h3>
      <p className="text-fg-muted mt-2 leading-relaxed">{card.description}</p>
      <CheckList
        items={card.features}
        className="border-line mt-6 space-y-3 border-t pt-6 text-sm"
      />
      <div className="mt-auto pt-8">
        <AllocationAction
          label={card.button.label}
          href={card.button.href}
          variant={isFeatured ? "primary" : "outline"}
          reasonId={`${headingId}-unavailable`}
          unavailable={copy.unavailable}
          newTabNote={newTabNote}
          className="w-full"
        />
      </div>
    </Surface>
  );
}
