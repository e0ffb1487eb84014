import { readFileSync } from "node:fs";
import { join } from "node:path";

import { type Language, copyOf } from "@/content/languages";
import { type Merchant, merchants } from "@/content/merchants";
import { Container } from "@/components/ui/container";
import { Marquee } from "@/components/ui/marquee";
import { SectionHeading } from "@/components/ui/section-heading";

const TITLE_ID = "merchants-title";

export function MerchantsSection({ language }: { language: Language }) {
  const { merchantsIntro, merchantsListLabel } = copyOf(language).home;
  return (
    <section
      aria-labelledby={TITLE_ID}
      className="render-later pt-20 [--render-later-height:24rem] sm:pt-28 lg:[--render-later-height:28rem]"
    >
      <Container>
        <SectionHeading id={TITLE_ID} align="center" {...merchantsIntro} />
      </Container>
      <MerchantLogoSprite />
      <Marquee
        label={merchantsListLabel}
        speed="merchants"
        className="mt-12 py-2 [--marquee-gap:--spacing(12)] sm:mt-16 sm:[--marquee-gap:--spacing(16)]"
      >
        {merchants.map((merchant) => (
          <li key={merchant.name} className="flex h-12 items-center">
            <MerchantLogo merchant={merchant} />
          </li>
        ))}
      </Marquee>
    </section>
  );
}

const symbolId = (merchant: Merchant) =>
  `merchant-${merchant.name.toLowerCase()}`;

/** The path of a one-path Simple Icons file, read at build time. */
function logoPath(merchant: Merchant) {
  const svg = readFileSync(
    join(process.cwd(), "public", merchant.logo),
    "utf8",
  );
  const path = /<path d="([^"]+)"/.exec(svg)?.[1];
  if (!path) throw new Error(`${merchant.logo} has no single path`);
  return path;
}

/**
 * Every logo once, inline: the carousel draws them with <use>, so neither of its two copies costs
 * a request ahead of the first paint, and no logo pops in as the strip slides it into view.
 */
function MerchantLogoSprite() {
  return (
    <svg aria-hidden="true" className="absolute size-0 overflow-hidden">
      {merchants
        .filter((merchant) => merchant.hasImage)
        .map((merchant) => (
          <symbol
            key={merchant.name}
            id={symbolId(merchant)}
            viewBox="0 0 24 24"
          >
            <path d={logoPath(merchant)} />
          </symbol>
        ))}
    </svg>
  );
}

/** Monochrome so the strip reads as one calm band; the name stands beside the glyph as a wordmark. */
function MerchantLogo({ merchant }: { merchant: Merchant }) {
  if (!merchant.hasImage) {
    return (
      <span
        role="img"
        aria-label={merchant.name}
        className="text-fg-muted text-xl font-bold tracking-tight"
      >
        {merchant.name}
      </span>
    );
  }
  return (
    <span className="text-fg-muted flex items-center gap-2.5">
      <svg
        role="img"
        aria-label={merchant.name}
        className="size-7 fill-white opacity-70"
      >
        <use href={`#${symbolId(merchant)}`} />
      </svg>
      <span aria-hidden="true" className="text-xl font-semibold tracking-tight">
        {merchant.name}
      </span>
    </span>
  );
}
