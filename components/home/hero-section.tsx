import { ArrowRight, ShieldCheck, Zap } from "lucide-react";

import type { CardCopy } from "@/content/en/card";
import { business } from "@/content/business";
import { type Language, copyOf, pathIn } from "@/content/languages";
import { buttonClasses } from "@/components/ui/button";
import { CheckList } from "@/components/ui/check-list";
import { Container } from "@/components/ui/container";
import { DisplayTitle } from "@/components/ui/display-title";
import { Glow } from "@/components/ui/glow";
import { Lede } from "@/components/ui/lede";
import { PageLink } from "@/components/ui/page-link";
import { Pill } from "@/components/ui/pill";
import { Swatch } from "@/components/ui/swatch";
import { CardTilt } from "@/components/card/card-tilt";
import { VirtualCard } from "@/components/card/virtual-card";

const TITLE_ID = "hero-title";

/**
 * The card with its light: glows, a plate behind it for depth, and two floating facts. A fine
 * pointer anywhere over it tilts the card from its resting pose (CardTilt sets the variables).
 * Where the wallets' fact takes two lines (a phone with text at 150 % or more), the card starts
 * below it, not under it.
 */
function CardVisual({
  card,
  issuedBadge,
}: {
  card: CardCopy;
  issuedBadge: string;
}) {
  return (
    <CardTilt className="relative mx-auto w-full max-w-[26rem] py-10 max-[15.25rem]:pt-16 sm:max-w-md lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-w-none lg:pl-6">
      <Glow tone="violet" className="inset-[-15%]" />
      <Glow tone="mint" className="-right-[10%] -bottom-[5%] size-3/4" />
      <div className="relative [perspective:1400px]">
        <div
          aria-hidden="true"
          className="border-line-strong bg-surface-raised/70 rounded-payment-card absolute inset-0 translate-x-[6%] -translate-y-[9%] rotate-[7deg] border"
        />
        <VirtualCard
          copy={card}
          className="[transform:rotateX(calc(8deg_-_var(--tilt-y,0)_*_16deg))_rotateY(calc(-14deg_+_var(--tilt-x,0)_*_24deg))_rotateZ(-2deg)] transition-transform duration-300 ease-out motion-reduce:[transform:rotateX(8deg)_rotateY(-14deg)_rotateZ(-2deg)] motion-reduce:transition-none"
        />
      </div>
      <Pill
        aria-hidden="true"
        tone="floating"
        size="xl"
        className="absolute bottom-0 left-0 sm:-left-4"
      >
        <Zap className="text-accent size-4" />
        {issuedBadge}
      </Pill>
      <Pill
        aria-hidden="true"
        tone="floating"
        size="xl"
        className="absolute top-0 right-0 sm:-right-2"
      >
        <ShieldCheck className="text-accent-lilac size-4" />
        {/* Broken between the wallets only, never inside a name. */}
        {business.wallets
          .map((wallet) => wallet.replaceAll(" ", "\u00a0"))
          .join(" · ")}
      </Pill>
    </CardTilt>
  );
}

export function HeroSection({ language }: { language: Language }) {
  const {
    home: { hero },
    site,
    card,
  } = copyOf(language);
  return (
    <section aria-labelledby={TITLE_ID} className="glow-frame">
      <Glow
        tone="violet"
        className="-top-40 -left-40 size-[44rem] opacity-80"
      />
      <div
        aria-hidden="true"
        className="border-line pointer-events-none absolute inset-x-0 bottom-0 -z-10 border-b"
      />
      {/* On phones the card sits between the call to action and the claims; beside both on desktop. */}
      <Container className="grid items-center gap-x-10 gap-y-12 pt-14 pb-20 sm:pt-24 sm:pb-28 lg:grid-cols-[1.05fr_1fr] lg:pt-28 lg:pb-32">
        <div className="lg:self-end">
          <Pill tone="quiet" size="lg">
            <Swatch color="gradient" size="sm" label={hero.eyebrow} />
          </Pill>
          <DisplayTitle
            id={TITLE_ID}
            parts={hero.titleParts}
            className="mt-6"
          />
          <Lede className="max-w-lg">{hero.subtitle}</Lede>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <PageLink
              href={pathIn(language, site.cta.href)}
              className={buttonClasses({ size: "lg", className: "group" })}
            >
              {site.cta.label}
              <ArrowRight
                aria-hidden="true"
                className="size-4 transition-transform duration-200 group-hover:translate-x-0.5 motion-reduce:transition-none"
              />
            </PageLink>
            <a
              href={hero.secondaryCta.href}
              className={buttonClasses({ variant: "outline", size: "lg" })}
            >
              {hero.secondaryCta.label}
            </a>
          </div>
        </div>
        <CardVisual card={card} issuedBadge={hero.issuedBadge} />
        <CheckList
          items={hero.claims}
          tick="circled"
          className="grid gap-x-6 gap-y-3 text-base sm:grid-cols-2 lg:-mt-2 lg:self-start"
        />
      </Container>
    </section>
  );
}
