import { ArrowRight } from "lucide-react";

import { type Language, copyOf, pathIn } from "@/content/languages";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { PageLink } from "@/components/ui/page-link";
import { SectionHeading } from "@/components/ui/section-heading";
import { Surface } from "@/components/ui/surface";

const TITLE_ID = "privacy-closing-title";

export function PrivacyClosingSection({ language }: { language: Language }) {
  const { closing, cta } = copyOf(language).privacy;

  return (
    <section
      aria-labelledby={TITLE_ID}
      className="pt-10 pb-20 sm:pt-14 sm:pb-28"
    >
      <Container>
        <Surface className="flex flex-col items-start gap-8 p-6 max-[15rem]:p-4 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
          <SectionHeading
            id={TITLE_ID}
            title={closing.title}
            description={closing.description}
          />
          {/* On a phone the buttons span the card, their labels centred: narrower side padding
              keeps "Ver preguntas frecuentes" on one line at 320 px, where a phone's button
              wraps a label it has no room for. */}
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <PageLink
              href={pathIn(language, closing.faq.href)}
              className={buttonClasses({
                variant: "outline",
                size: "lg",
                className: "max-sm:px-4",
              })}
            >
              {closing.faq.label}
            </PageLink>
            <PageLink
              href={pathIn(language, cta.href)}
              className={buttonClasses({
                size: "lg",
                className: "max-sm:px-4",
              })}
            >
              {cta.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </PageLink>
          </div>
        </Surface>
      </Container>
    </section>
  );
}
