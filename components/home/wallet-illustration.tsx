import { Plus } from "lucide-react";

import { type Language, copyOf } from "@/content/languages";
import { cn } from "@/lib/utils";
import { PhoneFrame } from "@/components/ui/phone-frame";
import { VirtualCard } from "@/components/card/virtual-card";

/** The phone's wallet holding the card, asking for the code that verifies it. */
export function WalletIllustration({ language }: { language: Language }) {
  const { howItWorks, card } = copyOf(language);
  const screen = howItWorks.screens.wallet;
  return (
    <PhoneFrame className="h-[27rem] w-60">
      <div className="flex flex-col px-3 pt-4 text-xs">
        <div className="flex items-center justify-between px-1">
          <p className="text-base font-semibold tracking-tight">
            {screen.title}
          </p>
          <span className="border-line-strong grid size-6 place-items-center rounded-full border">
            <Plus className="size-3.5" />
          </span>
        </div>
        {/* Other cards already in the wallet, peeking out above the new one. */}
        <div className="mt-3 px-3">
          <div className="border-line bg-surface-hover h-2.5 rounded-t-lg border border-b-0" />
        </div>
        <div className="px-1.5">
          <div className="border-line bg-surface-raised h-2.5 rounded-t-lg border border-b-0" />
        </div>
        <VirtualCard copy={card} />
        <div className="border-line-strong bg-surface-raised mt-3 rounded-xl border p-3">
          <p className="text-fg-muted">{screen.codeLabel}</p>
          <div className="mt-2 grid grid-cols-6 gap-1.5">
            {screen.code.map((digit, index) => (
              <span
                key={index}
                className={cn(
                  "grid h-7 place-items-center rounded-md border text-sm font-semibold tabular-nums",
                  digit
                    ? "border-line-strong bg-surface"
                    : index === screen.code.findIndex((entry) => !entry)
                      ? "border-accent-lilac bg-surface"
                      : "border-line bg-surface",
                )}
              >
                {digit}
              </span>
            ))}
          </div>
        </div>
      </div>
    </PhoneFrame>
  );
}
