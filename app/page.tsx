import { site } from "@/content/site";
import { pageMetadata } from "@/lib/page-metadata";
import { CursorTrail } from "@/components/home/cursor-trail";
import { FaqSection } from "@/components/home/faq-section";
import { FeeCalculatorSection } from "@/components/home/fee-calculator-section";
import { FeaturesSection } from "@/components/home/features-section";
import { HeroSection } from "@/components/home/hero-section";
import { HowItWorksSection } from "@/components/home/how-it-works-section";
import { MerchantsSection } from "@/components/home/merchants-section";
import { Footer } from "@/components/layout/footer";

export const metadata = pageMetadata({
  description: site.description,
  path: "/",
});

export default function HomePage() {
  return (
    <>
      <main id="main" className="pt-16">
        <HeroSection />
        <FeaturesSection />
        <HowItWorksSection />
        <FeeCalculatorSection />
        <MerchantsSection />
        <FaqSection />
      </main>
      <Footer />
      <CursorTrail />
    </>
  );
}
