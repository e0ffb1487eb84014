import { merchantsIntro } from "@/content/home";
import { type Merchant, merchants } from "@/content/merchants";
import { Container } from "@/components/ui/container";
import { Marquee } from "@/components/ui/marquee";
import { SectionHeading } from "@/components/ui/section-heading";

const TITLE_ID = "merchants-title";

export function MerchantsSection() {
  return (
    <section aria-labelledby={TITLE_ID} className="pt-20 sm:pt-28">
      <Container>
        <SectionHeading
          id={TITLE_ID}
          align="center"
          eyebrow={merchantsIntro.eyebrow}
          title={merchantsIntro.title}
          description={merchantsIntro.description}
        />
      </Container>
      <Marquee
        label={merchantsIntro.listLabel}
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
      {/* A plain img: next/image would ship client code to show a static SVG. Low priority, so React
          emits no preload hint, which Next's prefetch of / would replay on every other page. Not
          lazy: the carousel clips the logos, so each would only start loading as it slid in. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={merchant.logo}
        alt={merchant.name}
        width={28}
        height={28}
        fetchPriority="low"
        className="size-7 opacity-70 brightness-0 invert"
      />
      <span aria-hidden="true" className="text-xl font-semibold tracking-tight">
        {merchant.name}
      </span>
    </span>
  );
}
