import { Check } from "lucide-react";

import { cardholderName } from "@/lib/card-order";
import { VirtualCard } from "@/components/card/virtual-card";
import { Glow } from "@/components/ui/glow";
import { useFlowCopy } from "./flow-copy";
import type { FlowViewProps } from "./flow-view-props";
import { StepButtons } from "./step-buttons";
import { ViewHeader } from "./view-header";

export function SelectCardView({ values, send }: FlowViewProps) {
  const { get: copy, card } = useFlowCopy();
  const selectCardCopy = copy.selectCard;
  const ownName = cardholderName(values.personal, values.greeted);
  return (
    <>
      <ViewHeader view="select-card" intro={selectCardCopy.intro} />
      <div className="relative mt-8">
        <Glow tone="violet" className="-inset-8 blur-2xl" />
        {/* With large text on a phone (below 256 px), the card's words would not fit a card's
            shape: it grows to hold them. */}
        <VirtualCard
          copy={card}
          holderName={ownName ?? copy.loginFirstName}
          holderIsStandIn={ownName === undefined}
          className="max-[16rem]:aspect-auto"
        />
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
        <span className="text-fg shrink-0 text-lg font-semibold whitespace-nowrap tabular-nums">
          {selectCardCopy.fee}
        </span>
      </p>
      <StepButtons
        className="mt-8"
        labels={selectCardCopy.buttons}
        onBack={() => send({ type: "cancel" })}
        onNext={() => send({ type: "next" })}
      />
    </>
  );
}
