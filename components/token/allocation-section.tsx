import { allocation, allocationCards } from "@/content/token";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { AllocationCard } from "./allocation-card";
import { AllocationChart } from "./allocation-chart";
import { FadeInSection } from "./fade-in-section";

const HEADING_ID = "allocation-heading";

export function AllocationSection() {
  const largestShare = Math.max(...allocationCards.map((card) => card.percent));

  return (
    <FadeInSection labelledBy={HEADING_ID} className="py-10 sm:py-16">
      <Container>
        <div className="grid items-center gap-12 lg:grid-cols-[1fr_auto] lg:gap-16">
          <SectionHeading id={HEADING_ID} {...allocation.intro} />
          <AllocationChart cards={allocationCards} />
        </div>
        <ul className="mt-14 grid gap-6 sm:mt-20 lg:grid-cols-3">
          {allocationCards.map((card) => (
            <li key={card.tag}>
              <AllocationCard
                card={card}
                isFeatured={card.percent === largestShare}
              />
            </li>
          ))}
        </ul>
      </Container>
    </FadeInSection>
  );
}
