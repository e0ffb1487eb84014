import { type Language, copyOf, languages } from "@/content/languages";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { FadeInSection } from "./fade-in-section";
import { Roadmap } from "./roadmap";

const HEADING_ID = "roadmap-heading";

export function RoadmapSection({ language }: { language: Language }) {
  const { roadmap } = copyOf(language).token;
  return (
    <FadeInSection
      labelledBy={HEADING_ID}
      className="render-later py-10 [--render-later-height:111.5rem] min-[30rem]:[--render-later-height:97rem] sm:py-16 lg:[--render-later-height:58rem] min-[72rem]:[--render-later-height:51rem]"
    >
      <Container>
        <SectionHeading id={HEADING_ID} {...roadmap.intro} />
        <div className="mt-14 sm:mt-20">
          <Roadmap copy={roadmap} tag={languages[language].tag} />
        </div>
      </Container>
    </FadeInSection>
  );
}
