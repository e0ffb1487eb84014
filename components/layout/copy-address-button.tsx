"use client";

import { useEffect, useState } from "react";
import { Check, Copy } from "lucide-react";

import { shortenAddress } from "@/lib/shorten-address";
import { cn } from "@/lib/utils";
import { useIsHydrated } from "@/hooks/use-is-hydrated";

const COPIED_FOR_MS = 2000;

type CopyAddressButtonProps = {
  address: string;
  copy: { label: string; copied: string };
  className?: string;
};

export function CopyAddressButton({
  address,
  copy,
  className,
}: CopyAddressButtonProps) {
  // Which copy is showing (0: none). Each press starts the two seconds again, and its
  // announcement is a new node in the status region, so a screen reader says it again.
  const [shownCopy, setShownCopy] = useState(0);
  const hasCopied = shownCopy > 0;
  const isHydrated = useIsHydrated();

  useEffect(() => {
    if (!shownCopy) return;
    const timer = window.setTimeout(() => setShownCopy(0), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [shownCopy]);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(address);
      setShownCopy((count) => count + 1);
    } catch (error) {
      // A failed copy is only logged; the visitor sees nothing (docs/product.md).
      console.error("Failed to copy", error);
    }
  }

  const Icon = hasCopied ? Check : Copy;

  return (
    <>
      <button
        type="button"
        onClick={handleCopy}
        // Disabled but drawn as enabled: until the scripts run, the pill shows the address.
        disabled={!isHydrated}
        className={cn(
          "border-line bg-surface/80 text-fg-muted enabled:hover:border-line-strong enabled:hover:text-fg inline-flex h-11 items-center gap-1 rounded-full border px-2 font-mono text-xs whitespace-nowrap tabular-nums transition-colors min-[22.5rem]:min-w-0 min-[25rem]:gap-1.5 min-[25rem]:px-2.5 sm:gap-2 sm:px-3 sm:text-sm",
          className,
        )}
      >
        <span className="sr-only">{copy.label}</span>
        {/* A reader's wider letter or word spacing can leave the bar too little room: the
            address, a hint beside the button's name, gives way first (the button may shrink
            only where it shows the address). A translation would make words of its letters. */}
        <span translate="no" className="hidden truncate min-[22.5rem]:inline">
          {shortenAddress(address)}
        </span>
        <Icon
          className={cn("size-4 shrink-0", hasCopied && "text-accent")}
          aria-hidden="true"
          data-testid={hasCopied ? "copied-icon" : "copy-icon"}
        />
      </button>
      <span role="status" aria-live="polite" className="sr-only">
        {hasCopied && <span key={shownCopy}>{copy.copied}</span>}
      </span>
    </>
  );
}
