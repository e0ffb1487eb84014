import { tokenHero } from "@/content/token";
import { pageMetadata } from "@/lib/page-metadata";
import { Footer } from "@/components/layout/footer";
import { AllocationSection } from "@/components/token/allocation-section";
import { ClosingSection } from "@/components/token/closing-section";
import { RoadmapSection } from "@/components/token/roadmap-section";
import { TokenHeroSection } from "@/components/token/token-hero-section";
import { VerifySection } from "@/components/token/verify-section";

export const metadata = pageMetadata({
  title: tokenHero.pageTitle,
  description: tokenHero.intro,
  path: "/token",
});

export default function TokenPage() {
  return (
    <>
      <main id="main" className="pt-16">
        <TokenHeroSection />
        <AllocationSection />
        <VerifySection />
        <RoadmapSection />
        <ClosingSection />
      </main>
      <Footer />
    </>
  );
}
