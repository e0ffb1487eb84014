import { Plus } from "lucide-react";

import { type Language, copyOf, pathIn } from "@/content/languages";
import { Container } from "@/components/ui/container";
import { IconSprite } from "@/components/ui/icon-sprite";
import { SectionHeading } from "@/components/ui/section-heading";
import { FaqColumn } from "./faq-column";

const TITLE_ID = "faq-title";
const TOGGLE_ICON_ID = "faq-toggle";

export function FaqSection({ language }: { language: Language }) {
  const { home, faq } = copyOf(language);
  // The island gets each link already in the page's language.
  const columns = faq.columns.map((groups) =>
    groups.map((group) => ({
      ...group,
      items: group.items.map((item) =>
        item.link
          ? {
              ...item,
              link: { ...item.link, href: pathIn(language, item.link.href) },
            }
          : item,
      ),
    })),
  );
  return (
    <section
      id="faq"
      aria-labelledby={TITLE_ID}
      className="render-later py-20 [--render-later-height:173.5rem] min-[30rem]:[--render-later-height:161.5rem] sm:py-28 md:[--render-later-height:96rem] lg:py-32 lg:[--render-later-height:92.5rem]"
    >
      <Container>
        <SectionHeading id={TITLE_ID} align="center" {...home.faqIntro} />
        <IconSprite icons={{ [TOGGLE_ICON_ID]: Plus }} />
        {/* On paper one column, read down: Firefox cannot break a grid's columns across pages
            (the home page printed its footer over itself). */}
        <div className="mt-12 grid items-start gap-10 sm:mt-14 md:grid-cols-2 md:gap-4 print:block print:[&>*+*]:mt-10">
          {columns.map((groups, column) => (
            <FaqColumn
              key={column}
              groups={groups}
              toggleIconId={TOGGLE_ICON_ID}
            />
          ))}
        </div>
      </Container>
    </section>
  );
}
