import { privacyGroups, privacyPage } from "@/content/privacy";
import { pageMetadata } from "@/lib/page-metadata";
import { Footer } from "@/components/layout/footer";
import { PrivacyClosingSection } from "@/components/privacy/privacy-closing-section";
import { PrivacyGroupSection } from "@/components/privacy/privacy-group-section";
import { PrivacyHeroSection } from "@/components/privacy/privacy-hero-section";

export const metadata = pageMetadata({
  title: privacyPage.pageTitle,
  description: privacyPage.description,
  path: "/privacy",
});

export default function PrivacyPage() {
  return (
    <>
      <main id="main" className="pt-16">
        <PrivacyHeroSection />
        {privacyGroups.map((group) => (
          <PrivacyGroupSection key={group.id} group={group} />
        ))}
        <PrivacyClosingSection />
      </main>
      <Footer />
    </>
  );
}
