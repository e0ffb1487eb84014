import type { FeeSchedule } from "@/lib/fees";

/** The schedule of content/business.ts: 3 % top-up fee, 10 USD issuance, 10 USD minimum. */
export const schedule: FeeSchedule = {
  topUpFeeBasisPoints: 300,
  issuanceFeeCents: 1000,
  minimumTopUpCents: 1000,
  maximumTopUpCents: 100_000_000,
};
