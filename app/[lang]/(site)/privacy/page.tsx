import { languageOfSegment } from "@/content/languages";
import { metadataOf } from "@/content/metadata";
import { PrivacyPage } from "@/components/privacy/privacy-page";

type PageProps = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: PageProps) {
  return metadataOf(languageOfSegment((await params).lang), "/privacy");
}

export default async function Page({ params }: PageProps) {
  return <PrivacyPage language={languageOfSegment((await params).lang)} />;
}
