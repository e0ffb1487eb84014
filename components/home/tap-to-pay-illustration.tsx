import { CircleCheck, Nfc } from "lucide-react";

import { type Language, copyOf } from "@/content/languages";
import { PhoneFrame } from "@/components/ui/phone-frame";
import { VirtualCard } from "@/components/card/virtual-card";

const KEYS = 12;

/** The phone held to a card reader, and the reader saying yes. */
export function TapToPayIllustration({ language }: { language: Language }) {
  const { howItWorks, card } = copyOf(language);
  const screen = howItWorks.screens.spend;
  return (
    <div className="relative h-72 w-72">
      <div className="border-line-strong bg-surface-raised shadow-card absolute top-6 right-0 flex h-64 w-32 flex-col gap-3 rounded-[1.75rem] border p-2.5">
        <div className="bg-canvas rounded-2xl px-2 py-3 text-center">
          <p className="text-fg-muted truncate text-[0.6875rem]">
            {screen.merchant}
          </p>
          <p className="mt-1 text-xl font-semibold tracking-tight tabular-nums">
            {screen.amount}
          </p>
          <p className="text-accent mt-1.5 flex items-center justify-center gap-1 text-[0.6875rem] font-semibold">
            <CircleCheck className="size-3" />
            {screen.approved}
          </p>
        </div>
        <div className="grid grid-cols-3 gap-1.5 px-1.5">
          {Array.from({ length: KEYS }, (_, index) => (
            <span key={index} className="bg-surface-hover h-4 rounded" />
          ))}
        </div>
      </div>
      <svg
        viewBox="0 0 40 60"
        className="stroke-accent absolute top-24 left-[8.5rem] w-8 fill-none"
        strokeWidth="2.5"
        strokeLinecap="round"
      >
        <path d="M8 22a11 11 0 0 1 0 16" opacity="0.9" />
        <path d="M17 15a21 21 0 0 1 0 30" opacity="0.6" />
        <path d="M26 8a31 31 0 0 1 0 44" opacity="0.35" />
      </svg>
      <PhoneFrame className="absolute top-0 left-0 h-80 w-40 -rotate-6 rounded-[2rem] p-1.5">
        <div className="flex flex-col items-center px-2.5 pt-3 text-center">
          {/* Drawn at a size its type reads at, then scaled to the phone. */}
          <div className="h-[4.6rem] w-[7.3rem]">
            <div className="w-48 origin-top-left scale-[0.61]">
              <VirtualCard copy={card} />
            </div>
          </div>
          <Nfc className="text-accent mt-5 size-9" strokeWidth={1.5} />
          <p className="mt-2 text-xs font-medium">{screen.hold}</p>
        </div>
      </PhoneFrame>
    </div>
  );
}
