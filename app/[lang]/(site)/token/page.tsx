import { languageOfSegment } from "@/content/languages";
import { metadataOf } from "@/content/metadata";
import { TokenPage } from "@/components/token/token-page";

type PageProps = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: PageProps) {
  return metadataOf(languageOfSegment((await params).lang), "/token");
}

export default async function Page({ params }: PageProps) {
  return <TokenPage language={languageOfSegment((await params).lang)} />;
}
