import { type Language, copyOf } from "@/content/languages";
import { type Merchant, merchants } from "@/content/merchants";
import {
  MERCHANT_LOGOS_PATH,
  merchantSymbolId,
} from "@/lib/merchant-logo-sprite";
import { withBasePath } from "@/lib/site-url";
import { Container } from "@/components/ui/container";
import { Marquee } from "@/components/ui/marquee";
import { SectionHeading } from "@/components/ui/section-heading";

const TITLE_ID = "merchants-title";

export function MerchantsSection({ language }: { language: Language }) {
  const { merchantsIntro, merchantsListLabel, merchantsPauseLabel } =
    copyOf(language).home;
  return (
    <section
      aria-labelledby={TITLE_ID}
      className="render-later pt-20 [--render-later-height:18.5rem] min-[30rem]:[--render-later-height:16.5rem] sm:pt-28 md:[--render-later-height:17.5rem] lg:[--render-later-height:19.5rem]"
    >
      <Container>
        <SectionHeading id={TITLE_ID} align="center" {...merchantsIntro} />
      </Container>
      <Marquee
        label={merchantsListLabel}
        pauseLabel={merchantsPauseLabel}
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

/**
 * Monochrome so the strip reads as one calm band; the name stands beside the glyph as a wordmark.
 * The glyphs come from one cached file (app/merchant-logos.svg), fetched when the strip is first
 * drawn, far below the first screen.
 */
function MerchantLogo({ merchant }: { merchant: Merchant }) {
  if (!merchant.logo) {
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
      <svg role="img" aria-label={merchant.name} className="fill-glyph size-7">
        <use
          href={`${withBasePath(MERCHANT_LOGOS_PATH)}#${merchantSymbolId(merchant.name)}`}
        />
      </svg>
      <span aria-hidden="true" className="text-xl font-semibold tracking-tight">
        {merchant.name}
      </span>
    </span>
  );
}
