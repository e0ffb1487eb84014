import type { AllocationTag } from "@/content/token";
import type { SwatchColor } from "@/components/ui/swatch";

/** One colour per allocation, shared by the chart and the cards so each slice finds its card. */
export const allocationSwatches = {
  Treasury: { stroke: "stroke-accent-violet", color: "violet" },
  "Liquidity Pool": { stroke: "stroke-accent", color: "mint" },
  Marketing: { stroke: "stroke-accent-lilac", color: "lilac" },
} satisfies Record<AllocationTag, { stroke: string; color: SwatchColor }>;
