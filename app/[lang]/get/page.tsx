import { languageOfSegment } from "@/content/languages";
import { metadataOf } from "@/content/metadata";
import { GetPage } from "@/components/get/get-page";

type PageProps = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: PageProps) {
  return metadataOf(languageOfSegment((await params).lang), "/get");
}

export default async function Page({ params }: PageProps) {
  return <GetPage language={languageOfSegment((await params).lang)} />;
}
