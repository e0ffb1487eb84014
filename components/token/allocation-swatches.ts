import type { AllocationId } from "@/content/en/token";
import type { SwatchColor } from "@/components/ui/swatch";

/** One colour per allocation, shared by the chart and the cards so each slice finds its card. */
export const allocationSwatches = {
  treasury: { stroke: "stroke-accent-violet", color: "violet" },
  liquidityPool: { stroke: "stroke-accent", color: "mint" },
  marketing: { stroke: "stroke-accent-lilac", color: "lilac" },
} satisfies Record<AllocationId, { stroke: string; color: SwatchColor }>;
