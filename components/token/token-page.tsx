import type { Language } from "@/content/languages";
import { WholeStylesheet } from "@/components/layout/whole-stylesheet";
import { AllocationSection } from "./allocation-section";
import { ClosingSection } from "./closing-section";
import { RoadmapSection } from "./roadmap-section";
import { TokenHeroSection } from "./token-hero-section";
import { VerifySection } from "./verify-section";

/** The token page in one language: its sections, top to bottom. */
export function TokenPage({ language }: { language: Language }) {
  return (
    <>
      <TokenHeroSection language={language} />
      <AllocationSection language={language} />
      <VerifySection language={language} />
      <RoadmapSection language={language} />
      <ClosingSection language={language} />
      <WholeStylesheet />
    </>
  );
}
