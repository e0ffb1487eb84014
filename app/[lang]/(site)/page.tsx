import { languageOfSegment } from "@/content/languages";
import { metadataOf } from "@/content/metadata";
import { HomePage } from "@/components/home/home-page";

type PageProps = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: PageProps) {
  return metadataOf(languageOfSegment((await params).lang), "/");
}

export default async function Page({ params }: PageProps) {
  return <HomePage language={languageOfSegment((await params).lang)} />;
}
