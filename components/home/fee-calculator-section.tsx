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
import { Glow } from "@/components/ui/glow";
import { Note } from "@/components/ui/note";
import { SectionHeading } from "@/components/ui/section-heading";
import { Surface } from "@/components/ui/surface";
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
        <Surface className="glow-frame mt-12 p-5 sm:mt-14 sm:p-8 lg:p-10">
          <Glow tone="mint" className="-top-40 -right-32 size-96 opacity-60" />
          <FeeCalculator
            schedule={schedule}
            copy={feeCalculatorCopy}
            quickPicksUsd={feeCalculatorFigures.quickPicksUsd}
            initialAmount={String(feeCalculatorFigures.exampleTopUpUsd)}
          />
          <ul className="border-line text-fg-muted mt-8 grid gap-3 border-t pt-6 sm:mt-10 lg:grid-cols-2 lg:gap-8">
            <Note as="li" icon={Globe} className="leading-relaxed">
              {purchaseFee}
            </Note>
            <Note as="li" icon={RefreshCw} className="leading-relaxed">
              {feeNotes.conversion}
            </Note>
          </ul>
        </Surface>
      </Container>
    </section>
  );
}
