import type { AllocationTag } from "@/content/token";

/** One colour per allocation, shared by the chart and the cards so each slice finds its card. */
export const allocationSwatches = {
  Treasury: { stroke: "stroke-accent-violet", fill: "bg-accent-violet" },
  "Liquidity Pool": { stroke: "stroke-accent", fill: "bg-accent" },
  Marketing: { stroke: "stroke-accent-lilac", fill: "bg-accent-lilac" },
} satisfies Record<AllocationTag, { stroke: string; fill: string }>;
