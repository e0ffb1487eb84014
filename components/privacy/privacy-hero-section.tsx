import { type Language, copyOf } from "@/content/languages";
import { cn } from "@/lib/utils";
import { Container } from "@/components/ui/container";
import { DisplayTitle } from "@/components/ui/display-title";
import { Glow } from "@/components/ui/glow";
import { Lede } from "@/components/ui/lede";
import { Pill } from "@/components/ui/pill";
import { Surface } from "@/components/ui/surface";
import { Swatch } from "@/components/ui/swatch";

const TITLE_ID = "privacy-title";
const FACTS_ID = "privacy-facts";

/** The promise in one line, and the counts that prove it, like a statement's summary. */
export function PrivacyHeroSection({ language }: { language: Language }) {
  const { privacy: privacyPage } = copyOf(language);
  return (
    <section aria-labelledby={TITLE_ID} className="glow-frame">
      <Glow
        tone="violet"
        className="-top-40 -left-40 size-[44rem] opacity-70"
      />
      <Container className="grid items-center gap-12 pt-14 pb-16 sm:pt-24 sm:pb-20 lg:grid-cols-[1.2fr_1fr] lg:gap-16 lg:pt-28">
        <div>
          <Pill tone="quiet" size="lg">
            <Swatch color="gradient" size="sm" label={privacyPage.eyebrow} />
          </Pill>
          <DisplayTitle
            id={TITLE_ID}
            parts={privacyPage.titleParts}
            stacked
            className="mt-6"
          />
          <Lede className="max-w-xl">{privacyPage.intro}</Lede>
        </div>
        <Surface
          as="article"
          aria-labelledby={FACTS_ID}
          className="glow-frame p-6 max-[15rem]:p-4 sm:p-8"
        >
          <Glow tone="mint" className="-top-32 -right-24 size-80 opacity-60" />
          <h2
            id={FACTS_ID}
            className="text-fg-muted tracking-eyebrow text-xs font-semibold uppercase"
          >
            {privacyPage.factsLabel}
          </h2>
          <dl className="divide-line mt-4 divide-y">
            {privacyPage.facts.map((fact) => (
              <div
                key={fact.label}
                className="flex items-center justify-between gap-6 py-3.5 max-[15rem]:gap-2"
              >
                <dt className="leading-snug">{fact.label}</dt>
                <dd
                  className={cn(
                    "font-mono text-2xl font-semibold tabular-nums",
                    fact.value === "0" ? "text-accent" : "text-accent-lilac",
                  )}
                >
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
        </Surface>
      </Container>
    </section>
  );
}
