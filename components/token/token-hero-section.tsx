import { ArrowUpRight } from "lucide-react";

import { type Language, copyOf } from "@/content/languages";
import { site } from "@/content/site";
import { Container } from "@/components/ui/container";
import { ExternalLink } from "@/components/ui/external-link";
import { DisplayTitle } from "@/components/ui/display-title";
import { Glow } from "@/components/ui/glow";
import { Lede } from "@/components/ui/lede";
import { FadeInSection } from "./fade-in-section";

const HEADING_ID = "token-heading";

export function TokenHeroSection({ language }: { language: Language }) {
  const {
    token: { hero: tokenHero },
    site: siteCopy,
    chrome,
  } = copyOf(language);
  return (
    <FadeInSection labelledBy={HEADING_ID} className="glow-frame">
      <Glow
        tone="violet"
        className="top-0 left-1/2 h-[34rem] w-full max-w-4xl -translate-x-1/2"
      />
      <Container className="flex flex-col items-center pt-16 pb-8 text-center sm:pt-24 sm:pb-12">
        <ExternalLink
          href={site.socialHref}
          newTabNote={chrome.newTabNote}
          className="border-line-strong bg-surface/80 hover:border-fg-muted inline-flex min-h-11 flex-wrap items-center justify-center gap-2 rounded-full border px-4 text-sm transition-colors max-[22.5rem]:rounded-2xl max-[22.5rem]:py-1.5"
        >
          <span
            aria-hidden="true"
            className="bg-accent size-2 rounded-full max-[15rem]:hidden"
          />
          <span className="text-fg-muted">{tokenHero.badgeLabel}</span>{" "}
          {/* Where the label no longer fits beside them (Spanish and Portuguese below 360 px),
              the link's name and arrow take a row of their own, together. */}
          <span className="inline-flex items-center gap-2 font-medium whitespace-nowrap">
            {siteCopy.socialLabel}
            <ArrowUpRight aria-hidden="true" className="size-4" />
          </span>
        </ExternalLink>
        <DisplayTitle
          id={HEADING_ID}
          parts={tokenHero.titleParts}
          stacked
          className="mt-8"
        />
        <Lede className="max-w-2xl">{tokenHero.intro}</Lede>
        {/* Below 320 px (large text on a phone), "15 SOL" no longer fits a third: one figure a
            row. Wider, a reader's letter spacing breaks it onto two lines inside its third. */}
        <dl className="border-line bg-surface/60 divide-line rounded-card mt-12 grid w-full max-w-2xl grid-cols-3 divide-x overflow-hidden border max-[20rem]:grid-cols-1 max-[20rem]:divide-x-0 max-[20rem]:divide-y">
          {tokenHero.figures.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col-reverse justify-end gap-1 px-2 py-5 text-xs sm:py-6 sm:text-sm"
            >
              <dt className="text-fg-muted">{figure.label}</dt>
              <dd className="text-xl font-semibold tracking-tight tabular-nums min-[22.5rem]:text-2xl sm:text-4xl">
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </FadeInSection>
  );
}
