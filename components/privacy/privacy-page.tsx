import { type Language, copyOf } from "@/content/languages";
import { WholeStylesheet } from "@/components/layout/whole-stylesheet";
import { PrivacyClosingSection } from "./privacy-closing-section";
import { PrivacyGroupSection } from "./privacy-group-section";
import { PrivacyHeroSection } from "./privacy-hero-section";

/** The privacy page in one language: its sections, top to bottom. */
export function PrivacyPage({ language }: { language: Language }) {
  return (
    <>
      <PrivacyHeroSection language={language} />
      {copyOf(language).privacy.groups.map((group) => (
        <PrivacyGroupSection key={group.id} group={group} />
      ))}
      <PrivacyClosingSection language={language} />
      <WholeStylesheet />
    </>
  );
}
