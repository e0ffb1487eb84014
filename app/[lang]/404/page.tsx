import type { Metadata } from "next";

import { copyOf, languageOfSegment } from "@/content/languages";
import { NotFoundPage } from "@/components/not-found/not-found-page";

type PageProps = { params: Promise<{ lang: string }> };

/*
 * A language's not-found page, written to out/<lang>/404.html. The hosts answer every unknown path
 * under the language's segment with it, status 404 (docs/deploying.md); Next's own not-found page
 * is the English one, for every other unknown path.
 */

export async function generateMetadata({
  params,
}: PageProps): Promise<Metadata> {
  const { notFound } = copyOf(languageOfSegment((await params).lang));
  return { title: notFound.title, robots: { index: false } };
}

export default async function Page({ params }: PageProps) {
  return <NotFoundPage language={languageOfSegment((await params).lang)} />;
}
