import Link from "next/link";
import { ArrowRight, Check, ShieldCheck, Zap } from "lucide-react";

import { business } from "@/content/business";
import { claims, hero } from "@/content/home";
import { site } from "@/content/site";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { VirtualCard } from "@/components/card/virtual-card";

const TITLE_ID = "hero-title";

export function HeroSection() {
  const lastSpace = hero.title.lastIndexOf(" ");
  const titleLead = hero.title.slice(0, lastSpace + 1);
  const titleEnd = hero.title.slice(lastSpace + 1);

  return (
    <section
      aria-labelledby={TITLE_ID}
      className="relative isolate overflow-hidden"
    >
      <div
        aria-hidden="true"
        className="bg-glow-violet pointer-events-none absolute -top-40 -left-40 -z-10 size-[44rem] opacity-80"
      />
      <div
        aria-hidden="true"
        className="border-line pointer-events-none absolute inset-x-0 bottom-0 -z-10 border-b"
      />
      {/* On phones the card sits between the call to action and the claims; beside both on desktop. */}
      <Container className="grid items-center gap-x-10 gap-y-12 pt-14 pb-20 sm:pt-24 sm:pb-28 lg:grid-cols-[1.05fr_1fr] lg:pt-28 lg:pb-32">
        <div className="lg:self-end">
          <p className="border-line bg-surface/70 text-fg-muted inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-xs font-medium sm:px-3.5 sm:text-sm">
            <span
              aria-hidden="true"
              className="bg-accent-gradient size-2 rounded-full"
            />
            {hero.eyebrow}
          </p>
          <h1
            id={TITLE_ID}
            className="text-display mt-6 font-semibold text-balance"
          >
            {titleLead}
            <span className="bg-accent-gradient bg-clip-text text-transparent">
              {titleEnd}
            </span>
          </h1>
          <p className="text-fg-muted mt-6 max-w-lg text-lg leading-relaxed text-pretty sm:text-xl">
            {hero.subtitle}
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Link
              href={site.cta.href}
              className={buttonClasses({ size: "lg", className: "group" })}
            >
              {site.cta.label}
              <ArrowRight
                aria-hidden="true"
                className="size-4 transition-transform duration-200 group-hover:translate-x-0.5 motion-reduce:transition-none"
              />
            </Link>
            <a
              href={hero.secondaryCta.href}
              className={buttonClasses({ variant: "outline", size: "lg" })}
            >
              {hero.secondaryCta.label}
            </a>
          </div>
        </div>
        <CardVisual />
        <ul className="grid gap-x-6 gap-y-3 text-base sm:grid-cols-2 lg:-mt-2 lg:self-start">
          {claims.map((claim) => (
            <li key={claim} className="flex items-center gap-3">
              <span className="bg-accent/12 text-accent flex size-6 shrink-0 items-center justify-center rounded-full">
                <Check aria-hidden="true" className="size-3.5" />
              </span>
              {claim}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** The card with its light: glows, a plate behind it for depth, and two floating facts. */
function CardVisual() {
  return (
    <div className="relative mx-auto w-full max-w-[26rem] py-10 sm:max-w-md lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-w-none lg:pl-6">
      <div
        aria-hidden="true"
        className="bg-glow-violet pointer-events-none absolute inset-[-15%] -z-10"
      />
      <div
        aria-hidden="true"
        className="bg-glow-mint pointer-events-none absolute -right-[10%] -bottom-[5%] -z-10 size-3/4"
      />
      <div className="relative [perspective:1400px]">
        <div
          aria-hidden="true"
          className="border-line-strong bg-surface-raised/70 absolute inset-0 translate-x-[6%] -translate-y-[9%] rotate-[7deg] rounded-[1.25rem] border"
        />
        <VirtualCard className="[transform:rotateX(8deg)_rotateY(-14deg)_rotateZ(-2deg)] transition-transform duration-500 ease-out hover:[transform:rotateX(0)_rotateY(0)_rotateZ(0)] motion-reduce:transition-none" />
      </div>
      <p
        aria-hidden="true"
        className="border-line-strong bg-surface-raised/85 shadow-raised absolute bottom-0 left-0 flex items-center gap-2 rounded-full border px-3.5 py-2 text-sm font-medium backdrop-blur-md sm:-left-4"
      >
        <Zap className="text-accent size-4" />
        Issued in {business.cardIssueSeconds} s
      </p>
      <p
        aria-hidden="true"
        className="border-line-strong bg-surface-raised/85 shadow-raised absolute top-0 right-0 flex items-center gap-2 rounded-full border px-3.5 py-2 text-sm font-medium backdrop-blur-md sm:-right-2"
      >
        <ShieldCheck className="text-accent-lilac size-4" />
        {business.wallets.join(" · ")}
      </p>
    </div>
  );
}
