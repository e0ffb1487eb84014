import { business } from "@/content/business";
import { type Language, copyOf, languages } from "@/content/languages";
import { formatPercent } from "@/lib/number-format";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { AllocationCard } from "./allocation-card";
import { AllocationChart } from "./allocation-chart";
import { FadeInSection } from "./fade-in-section";

const HEADING_ID = "allocation-heading";

export function AllocationSection({ language }: { language: Language }) {
  const {
    token: { allocation },
    chrome,
  } = copyOf(language);
  const { tag } = languages[language];
  const shares = allocation.cards.map((card) => ({
    ...card,
    percent: business.allocationPercent[card.id],
    share: formatPercent(business.allocationPercent[card.id], tag),
  }));
  const largestShare = Math.max(...shares.map((card) => card.percent));
  const total = formatPercent(
    shares.reduce((sum, card) => sum + card.percent, 0),
    tag,
  );

  return (
    <FadeInSection labelledBy={HEADING_ID} className="py-10 sm:py-16">
      <Container>
        {/* Printed as blocks, the heading's room keeps the chart on its page (`keeps-with-next`). */}
        <div className="grid items-center gap-12 lg:grid-cols-[1fr_auto] lg:gap-16 print:block print:space-y-12">
          <SectionHeading id={HEADING_ID} {...allocation.intro} />
          <AllocationChart slices={shares} total={total} copy={allocation} />
        </div>
        <ul className="mt-14 grid gap-6 sm:mt-20 lg:grid-cols-3">
          {shares.map((card) => (
            <li key={card.id}>
              <AllocationCard
                card={card}
                share={card.share}
                copy={allocation}
                newTabNote={chrome.newTabNote}
                isFeatured={card.percent === largestShare}
              />
            </li>
          ))}
        </ul>
      </Container>
    </FadeInSection>
  );
}
