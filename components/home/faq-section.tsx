import { faqColumns } from "@/content/faq";
import { faqIntro } from "@/content/home";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { FaqColumn } from "./faq-column";

const TITLE_ID = "faq-title";

export function FaqSection() {
  return (
    <section
      id="faq"
      aria-labelledby={TITLE_ID}
      className="render-later py-20 [--render-later-height:178rem] sm:py-28 md:[--render-later-height:110rem] lg:py-32"
    >
      <Container>
        <SectionHeading id={TITLE_ID} align="center" {...faqIntro} />
        <div className="mt-12 grid items-start gap-3 sm:mt-14 md:grid-cols-2 md:gap-4">
          {faqColumns.map((groups, column) => (
            <FaqColumn key={column} groups={groups} />
          ))}
        </div>
      </Container>
    </section>
  );
}
