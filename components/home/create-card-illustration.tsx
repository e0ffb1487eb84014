import { Zap } from "lucide-react";

import { type Language, copyOf } from "@/content/languages";
import { Pill } from "@/components/ui/pill";
import { VirtualCard } from "@/components/card/virtual-card";

/** The order form's first fields, and the card they turn into. */
export function CreateCardIllustration({ language }: { language: Language }) {
  const { howItWorks, card } = copyOf(language);
  const screen = howItWorks.screens.create;
  return (
    <div className="relative h-72 w-72 sm:w-80">
      <div className="border-line-strong bg-surface-raised/90 shadow-raised absolute top-0 left-0 w-44 rounded-2xl border p-3.5 text-xs">
        {screen.fields.map((field) => (
          <div key={field.label} className="mb-2.5 last:mb-0">
            <p className="text-fg-muted mb-1">{field.label}</p>
            <p className="border-line-strong bg-surface truncate rounded-lg border px-2.5 py-2">
              {field.value}
            </p>
          </div>
        ))}
      </div>
      <div className="absolute right-0 bottom-0 w-56 -rotate-6 sm:w-60">
        <VirtualCard copy={card} holderName={screen.holderName} />
      </div>
      <Pill
        tone="floating"
        size="md"
        className="absolute top-2 right-0 tabular-nums"
      >
        <Zap className="text-accent size-3.5" />
        {screen.issued}
      </Pill>
      {/* Over the e-mail's label rather than the name's field, whose value a long fee would
          cover (Portuguese's is the longest). */}
      <Pill
        tone="floating"
        size="md"
        className="absolute top-18 right-0 tabular-nums"
      >
        {screen.fee}
      </Pill>
    </div>
  );
}
