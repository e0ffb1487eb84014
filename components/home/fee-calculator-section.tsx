import { Globe, RefreshCw } from "lucide-react";

import { business } from "@/content/business";
import {
  feeCalculatorCopy,
  feeCalculatorFigures,
  feeNotes,
  feesIntro,
} from "@/content/fees";
import {
  type FeeSchedule,
  feeCents,
  formatUsd,
  percentToBasisPoints,
  usdToCents,
} from "@/lib/fees";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { FeeCalculator } from "./fee-calculator";

const TITLE_ID = "fees-title";

const schedule = {
  topUpFeeBasisPoints: percentToBasisPoints(business.topUpFeePercent),
  issuanceFeeCents: usdToCents(business.issuanceFeeUsd),
  minimumTopUpCents: usdToCents(business.minimumTopUpUsd),
  maximumTopUpCents: usdToCents(feeCalculatorFigures.maximumTopUpUsd),
} satisfies FeeSchedule;

const examplePurchaseCents = usdToCents(
  feeCalculatorFigures.examplePurchaseUsd,
);
const purchaseFee = feeNotes.purchaseFee(
  formatUsd(examplePurchaseCents),
  formatUsd(
    feeCents(
      examplePurchaseCents,
      percentToBasisPoints(business.nonUsdPurchaseFeePercent),
    ),
  ),
);

export function FeeCalculatorSection() {
  return (
    <section
      id="fees"
      aria-labelledby={TITLE_ID}
      className="render-later pt-20 [--render-later-height:67rem] sm:pt-28 md:[--render-later-height:62rem] lg:[--render-later-height:46rem]"
    >
      <Container>
        <SectionHeading id={TITLE_ID} {...feesIntro} />
        <div className="rounded-card border-line bg-surface shadow-raised relative isolate mt-12 overflow-hidden border p-5 sm:mt-14 sm:p-8 lg:p-10">
          <div
            aria-hidden="true"
            className="bg-glow-mint pointer-events-none absolute -top-40 -right-32 -z-10 size-96 opacity-60"
          />
          <FeeCalculator
            schedule={schedule}
            copy={feeCalculatorCopy}
            quickPicksUsd={feeCalculatorFigures.quickPicksUsd}
            initialAmount={String(feeCalculatorFigures.exampleTopUpUsd)}
          />
          <ul className="border-line text-fg-muted mt-8 grid gap-3 border-t pt-6 text-sm leading-relaxed sm:mt-10 lg:grid-cols-2 lg:gap-8">
            <li className="flex gap-3">
              <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {purchaseFee}
            </li>
            <li className="flex gap-3">
              <RefreshCw
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0"
              />
              {feeNotes.conversion}
            </li>
          </ul>
        </div>
      </Container>
    </section>
  );
}
