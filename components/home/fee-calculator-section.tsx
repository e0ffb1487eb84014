import { Gauge, RefreshCw } from "lucide-react";

import { business, feeCalculatorFigures } from "@/content/business";
import { type Language, copyOf, languages } from "@/content/languages";
import {
  type FeeSchedule,
  feeCents,
  percentToBasisPoints,
  usdToCents,
} from "@/lib/fees";
import { feeCalculatorStart } from "@/lib/fee-calculator-start";
import { formatUsdCents } from "@/lib/number-format";
import { fill } from "@/lib/template";
import { Container } from "@/components/ui/container";
import { Glow } from "@/components/ui/glow";
import { Note } from "@/components/ui/note";
import { SectionHeading } from "@/components/ui/section-heading";
import { Surface } from "@/components/ui/surface";
import { FeeCalculator } from "./fee-calculator";

const TITLE_ID = "fees-title";
const SCHEDULE_TITLE_ID = "fee-schedule-title";

const schedule = {
  topUpFeeBasisPoints: percentToBasisPoints(business.topUpFeePercent),
  issuanceFeeCents: usdToCents(business.issuanceFeeUsd),
  minimumTopUpCents: usdToCents(business.minimumTopUpUsd),
  maximumTopUpCents: usdToCents(feeCalculatorFigures.maximumTopUpUsd),
} satisfies FeeSchedule;

const examplePurchaseCents = usdToCents(
  feeCalculatorFigures.examplePurchaseUsd,
);
const examplePurchaseFeeCents = feeCents(
  examplePurchaseCents,
  percentToBasisPoints(business.nonUsdPurchaseFeePercent),
);

/** The calculator beside the whole schedule: every fee, limit and figure a buyer checks. */
export function FeeCalculatorSection({ language }: { language: Language }) {
  const { tag } = languages[language];
  const {
    intro,
    calculator,
    schedule: feeSchedule,
    conversionNote,
  } = copyOf(language).fees;
  const rows = Object.values({
    ...feeSchedule.rows,
    nonUsd: {
      ...feeSchedule.rows.nonUsd,
      detail: fill(feeSchedule.purchaseExample, {
        fee: formatUsdCents(examplePurchaseFeeCents, tag),
        purchase: formatUsdCents(examplePurchaseCents, tag),
      }),
    },
  });
  return (
    <section
      id="fees"
      aria-labelledby={TITLE_ID}
      className="render-later pt-20 [--render-later-height:111rem] min-[30rem]:[--render-later-height:99.5rem] sm:pt-28 md:[--render-later-height:85rem] lg:[--render-later-height:60.5rem]"
    >
      <Container>
        <SectionHeading id={TITLE_ID} {...intro} />
        <div className="mt-12 grid gap-4 sm:mt-14 lg:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)]">
          <Surface className="glow-frame flex flex-col p-5 max-[15rem]:p-4 sm:p-8">
            <Glow
              tone="mint"
              className="-top-40 -right-32 size-96 opacity-60"
            />
            <div className="flex-1">
              <FeeCalculator
                tag={tag}
                schedule={schedule}
                copy={calculator}
                start={feeCalculatorStart({
                  tag,
                  schedule,
                  amount: String(feeCalculatorFigures.exampleTopUpUsd),
                  quickPicksUsd: feeCalculatorFigures.quickPicksUsd,
                })}
              />
            </div>
            <Note
              icon={RefreshCw}
              className="border-line text-fg-muted mt-6 border-t pt-6 leading-relaxed"
            >
              {conversionNote}
            </Note>
          </Surface>
          <Surface
            as="article"
            aria-labelledby={SCHEDULE_TITLE_ID}
            className="p-5 max-[15rem]:p-4 sm:p-8"
          >
            <h3
              id={SCHEDULE_TITLE_ID}
              className="text-lg font-semibold tracking-tight"
            >
              {feeSchedule.title}
            </h3>
            {/* Below 320 px (large text on a phone), each figure moves under its label: beside
                it, the label is squeezed to a column narrower than its longest word. */}
            <dl className="divide-line mt-2 divide-y max-[20rem]:*:grid-cols-1 max-[20rem]:[&_dd]:col-span-1 max-[20rem]:[&_dd]:text-left">
              {rows.map((row) => (
                <div
                  key={row.label}
                  className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-4 gap-y-0.5 py-3"
                >
                  <dt className="font-medium">{row.label}</dt>
                  <dd className="text-right text-lg font-semibold tracking-tight whitespace-nowrap tabular-nums">
                    {row.value}
                  </dd>
                  {row.detail && (
                    <dd className="text-fg-muted col-span-2 text-sm leading-relaxed">
                      {row.detail}
                    </dd>
                  )}
                </div>
              ))}
            </dl>
            <div className="border-line bg-canvas/60 mt-3 rounded-2xl border p-4">
              <p className="flex items-center gap-2 font-medium">
                <Gauge
                  aria-hidden="true"
                  className="text-accent-lilac size-4"
                />
                {feeSchedule.limits.title}
              </p>
              <p className="text-fg-muted mt-1.5 text-sm leading-relaxed">
                {feeSchedule.limits.body}
              </p>
            </div>
          </Surface>
        </div>
      </Container>
    </section>
  );
}
