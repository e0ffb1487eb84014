import { privacyGroups, privacyPage } from "@/content/privacy";
import { shareImageFor } from "@/content/share";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/page-metadata";
import { PrivacyClosingSection } from "@/components/privacy/privacy-closing-section";
import { PrivacyGroupSection } from "@/components/privacy/privacy-group-section";
import { PrivacyHeroSection } from "@/components/privacy/privacy-hero-section";

export const metadata = pageMetadata({
  site,
  title: privacyPage.pageTitle,
  description: privacyPage.description,
  path: "/privacy",
  image: shareImageFor("/privacy"),
});

export default function PrivacyPage() {
  return (
    <>
      <PrivacyHeroSection />
      {privacyGroups.map((group) => (
        <PrivacyGroupSection key={group.id} group={group} />
      ))}
      <PrivacyClosingSection />
    </>
  );
}
