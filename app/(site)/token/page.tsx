import { shareImageFor } from "@/content/share";
import { site } from "@/content/site";
import { tokenHero } from "@/content/token";
import { pageMetadata } from "@/lib/page-metadata";
import { AllocationSection } from "@/components/token/allocation-section";
import { ClosingSection } from "@/components/token/closing-section";
import { RoadmapSection } from "@/components/token/roadmap-section";
import { TokenHeroSection } from "@/components/token/token-hero-section";
import { VerifySection } from "@/components/token/verify-section";

export const metadata = pageMetadata({
  site,
  title: tokenHero.pageTitle,
  description: tokenHero.intro,
  path: "/token",
  image: shareImageFor("/token"),
});

export default function TokenPage() {
  return (
    <>
      <TokenHeroSection />
      <AllocationSection />
      <VerifySection />
      <RoadmapSection />
      <ClosingSection />
    </>
  );
}
