import { roadmap, roadmapPhases } from "@/content/token";
import { Container } from "@/components/ui/container";
import { FadeInSection } from "./fade-in-section";
import { Roadmap } from "./roadmap";
import { SectionHeader } from "./section-header";

const HEADING_ID = "roadmap-heading";

export function RoadmapSection() {
  return (
    <FadeInSection labelledBy={HEADING_ID} className="py-10 sm:py-16">
      <Container>
        <SectionHeader
          id={HEADING_ID}
          eyebrow={roadmap.eyebrow}
          heading={roadmap.heading}
          intro={roadmap.intro}
        />
        <div className="mt-14 sm:mt-20">
          <Roadmap phases={roadmapPhases} />
        </div>
      </Container>
    </FadeInSection>
  );
}
