import type { Language } from "@/content/languages";
import { PaintWholeUpToHere } from "@/components/layout/paint-whole-up-to-here";
import { WholeStylesheet } from "@/components/layout/whole-stylesheet";
import { CursorTrail } from "./cursor-trail";
import { FaqSection } from "./faq-section";
import { FeaturesSection } from "./features-section";
import { FeeCalculatorSection } from "./fee-calculator-section";
import { HeroSection } from "./hero-section";
import { HowItWorksSection } from "./how-it-works-section";
import { MerchantsSection } from "./merchants-section";

/** The home page in one language: its sections, top to bottom. */
export function HomePage({ language }: { language: Language }) {
  return (
    <>
      <HeroSection language={language} />
      {/* The first screen: the hero's floating pills sit from the right, so one half painted
          would widen and shift as the rest arrived. */}
      <PaintWholeUpToHere id="hero-end" />
      <FeaturesSection language={language} />
      <HowItWorksSection language={language} />
      <FeeCalculatorSection language={language} />
      <MerchantsSection language={language} />
      <FaqSection language={language} />
      <CursorTrail />
      <WholeStylesheet />
    </>
  );
}
