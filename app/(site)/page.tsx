import { shareImageFor } from "@/content/share";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/page-metadata";
import { CursorTrail } from "@/components/home/cursor-trail";
import { FaqSection } from "@/components/home/faq-section";
import { FeeCalculatorSection } from "@/components/home/fee-calculator-section";
import { FeaturesSection } from "@/components/home/features-section";
import { HeroSection } from "@/components/home/hero-section";
import { HowItWorksSection } from "@/components/home/how-it-works-section";
import { MerchantsSection } from "@/components/home/merchants-section";

export const metadata = pageMetadata({
  site,
  description: site.description,
  path: "/",
  image: shareImageFor("/"),
});

export default function HomePage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <HowItWorksSection />
      <FeeCalculatorSection />
      <MerchantsSection />
      <FaqSection />
      <CursorTrail />
    </>
  );
}
