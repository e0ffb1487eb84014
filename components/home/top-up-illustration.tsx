import { Check, Copy, TriangleAlert } from "lucide-react";

import { type Language, copyOf } from "@/content/languages";
import { cn } from "@/lib/utils";
import { PhoneFrame } from "@/components/ui/phone-frame";

// Bars of a deposit address that is never written out: a drawing must not offer one to copy.
const ADDRESS_BARS = ["w-7", "w-5", "w-8", "w-4", "w-6", "w-5"];

/** SOL's coin: three slanted bars on the accent gradient. */
function SolCoin({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        "glyph-tile grid shrink-0 place-items-center rounded-full",
        className,
      )}
    >
      <svg viewBox="0 0 24 24" className="size-3/5">
        <path d="M7.5 5.5h12l-3 3h-12zM4.5 10.5h12l3 3h-12zM7.5 15.5h12l-3 3h-12z" />
      </svg>
    </span>
  );
}

/** The top-up screen: the network locked to Solana, the warning, and where to send. */
export function TopUpIllustration({ language }: { language: Language }) {
  const screen = copyOf(language).howItWorks.screens.topUp;
  return (
    <PhoneFrame className="h-[27rem] w-60">
      <div className="flex flex-col gap-3 px-4 pt-4 text-xs">
        <div className="flex items-center justify-between">
          <p className="text-base font-semibold tracking-tight">
            {screen.title}
          </p>
          <span className="border-line-strong flex items-center gap-1.5 rounded-full border py-1 pr-2.5 pl-1 font-medium">
            <SolCoin className="size-4" />
            {screen.asset}
          </span>
        </div>
        <div className="border-accent/40 bg-accent/5 rounded-xl border px-3 py-2.5">
          <p className="text-fg-muted">{screen.networkLabel}</p>
          <p className="mt-1.5 flex items-center gap-2 text-sm font-semibold">
            <SolCoin className="size-5" />
            {screen.network}
            <Check className="text-accent ml-auto size-4" strokeWidth={3} />
          </p>
        </div>
        <p className="border-warning/35 bg-warning/10 text-warning flex gap-2 rounded-lg border px-2.5 py-2 leading-snug font-medium">
          <TriangleAlert className="mt-px size-3.5 shrink-0" />
          {screen.warning}
        </p>
        <div>
          <p className="text-fg-muted">{screen.addressLabel}</p>
          <div className="bg-surface-raised border-line mt-1.5 flex items-center gap-2 rounded-lg border px-3 py-2.5">
            <span className="flex flex-1 gap-1">
              {ADDRESS_BARS.map((width, index) => (
                <span
                  key={index}
                  className={cn("bg-fg/25 h-1.5 rounded-full", width)}
                />
              ))}
            </span>
            <Copy className="text-fg-muted size-3.5" />
          </div>
        </div>
      </div>
    </PhoneFrame>
  );
}
