import { Check } from "lucide-react";

import { selectCardCopy } from "@/content/get";
import { VirtualCard } from "@/components/card/virtual-card";
import { Button } from "@/components/ui/button";
import { Glow } from "@/components/ui/glow";
import { ViewHeader } from "./view-header";

type SelectCardViewProps = {
  holderName: string;
  onNext: () => void;
  onCancel: () => void;
};

export function SelectCardView({
  holderName,
  onNext,
  onCancel,
}: SelectCardViewProps) {
  return (
    <>
      <ViewHeader view="select-card" intro={selectCardCopy.intro} />
      <div className="relative mt-8">
        <Glow tone="violet" className="-inset-8 blur-2xl" />
        <VirtualCard holderName={holderName} />
      </div>
      <ul className="mt-8 grid gap-3 sm:grid-cols-2">
        {selectCardCopy.features.map((feature) => (
          <li key={feature} className="flex items-start gap-3 text-sm">
            <span
              aria-hidden="true"
              className="bg-accent/15 text-accent grid size-5 shrink-0 place-items-center rounded-full"
            >
              <Check className="size-3.5" strokeWidth={3} />
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <p className="border-line mt-6 flex items-baseline justify-between gap-4 border-t pt-5 text-sm">
        <span className="text-fg-muted">{selectCardCopy.feeLabel}:</span>{" "}
        <span className="text-fg text-lg font-semibold tabular-nums">
          {selectCardCopy.fee}
        </span>
      </p>
      <div className="mt-8 grid grid-cols-2 gap-3">
        <Button variant="outline" size="lg" onClick={onCancel}>
          {selectCardCopy.cancel}
        </Button>
        <Button size="lg" onClick={onNext}>
          {selectCardCopy.next}
        </Button>
      </div>
    </>
  );
}
