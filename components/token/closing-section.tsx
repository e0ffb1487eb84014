import { ArrowRight } from "lucide-react";

import { type Language, copyOf, pathIn } from "@/content/languages";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Glow } from "@/components/ui/glow";
import { PageLink } from "@/components/ui/page-link";
import { FadeInSection } from "./fade-in-section";

const HEADING_ID = "closing-heading";

export function ClosingSection({ language }: { language: Language }) {
  const { closing } = copyOf(language).token;
  return (
    <FadeInSection
      labelledBy={HEADING_ID}
      className="render-later glow-frame py-20 [--render-later-height:11rem] sm:py-28 sm:[--render-later-height:10rem] min-[72rem]:[--render-later-height:12rem]"
    >
      <Glow
        tone="mint"
        className="inset-y-0 left-1/2 w-full max-w-4xl -translate-x-1/2"
      />
      {/* Printed, the line and its button stay on one page. */}
      <Container className="flex flex-col items-center text-center print:break-inside-avoid">
        <h2
          id={HEADING_ID}
          className="text-title max-w-3xl font-semibold text-balance"
        >
          {closing.line}
        </h2>
        <PageLink
          href={pathIn(language, closing.cta.href)}
          className={buttonClasses({ size: "lg", className: "mt-10" })}
        >
          {closing.cta.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </PageLink>
      </Container>
    </FadeInSection>
  );
}
