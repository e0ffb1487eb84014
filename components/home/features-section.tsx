import {
  type LucideIcon,
  ReceiptText,
  RotateCcw,
  Smartphone,
  Sparkle,
  Store,
  Wallet,
  Zap,
} from "lucide-react";

import {
  type FeatureIcon,
  badges,
  features,
  featuresIntro,
} from "@/content/home";
import { Container } from "@/components/ui/container";
import { Marquee } from "@/components/ui/marquee";
import { SectionHeading } from "@/components/ui/section-heading";

const TITLE_ID = "features-title";

const icons = {
  wallet: Wallet,
  smartphone: Smartphone,
  store: Store,
  zap: Zap,
  receipt: ReceiptText,
  rotate: RotateCcw,
} satisfies Record<FeatureIcon, LucideIcon>;

export function FeaturesSection() {
  return (
    <section
      aria-labelledby={TITLE_ID}
      className="render-later pt-20 pb-8 [--render-later-height:119rem] sm:pt-28 sm:pb-12 md:[--render-later-height:79rem] lg:pt-32 lg:[--render-later-height:66rem]"
    >
      <Container>
        <SectionHeading id={TITLE_ID} {...featuresIntro} />
        <ul className="mt-12 grid gap-4 sm:mt-14 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature) => {
            const Icon = icons[feature.icon];
            return (
              <li
                key={feature.title}
                className="rounded-card border-line bg-surface shadow-raised hover:border-line-strong relative overflow-hidden border p-6 transition-colors duration-300 sm:p-7"
              >
                <span className="border-line-strong bg-surface-raised text-accent flex size-11 items-center justify-center rounded-xl border">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-6 text-lg font-semibold tracking-tight">
                  {feature.title}
                </h3>
                <p className="text-fg-muted mt-2 leading-relaxed">
                  {feature.description}
                </p>
              </li>
            );
          })}
        </ul>
      </Container>
      <Marquee
        label="Card highlights"
        speed="badges"
        className="mt-14 [--marquee-gap:--spacing(3)] sm:mt-20 sm:[--marquee-gap:--spacing(4)]"
      >
        {badges.map((badge) => (
          <li
            key={badge}
            className="border-line bg-surface/70 text-fg-muted flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium whitespace-nowrap"
          >
            <Sparkle aria-hidden="true" className="text-accent size-3.5" />
            {badge}
          </li>
        ))}
      </Marquee>
    </section>
  );
}
