import {
  type LucideIcon,
  RotateCcw,
  Sparkle,
  Store,
  Wallet,
} from "lucide-react";

import type { FeatureIcon } from "@/content/en/home";
import { type Language, copyOf } from "@/content/languages";
import { Container } from "@/components/ui/container";
import { IconSprite, SpriteIcon } from "@/components/ui/icon-sprite";
import { IconTile } from "@/components/ui/icon-tile";
import { Marquee } from "@/components/ui/marquee";
import { Pill } from "@/components/ui/pill";
import { SectionHeading } from "@/components/ui/section-heading";
import { Surface } from "@/components/ui/surface";

const TITLE_ID = "features-title";
const BADGE_ICON_ID = "badge-sparkle";

const icons = {
  wallet: Wallet,
  store: Store,
  rotate: RotateCcw,
} satisfies Record<FeatureIcon, LucideIcon>;

export function FeaturesSection({ language }: { language: Language }) {
  const { featuresIntro, features, badges, badgesLabel, badgesPauseLabel } =
    copyOf(language).home;
  return (
    <section
      aria-labelledby={TITLE_ID}
      className="render-later pt-20 pb-8 [--render-later-height:67rem] min-[30rem]:[--render-later-height:61.5rem] sm:pt-28 sm:pb-12 md:[--render-later-height:40rem] lg:pt-32 lg:[--render-later-height:39rem]"
    >
      <Container>
        <SectionHeading id={TITLE_ID} {...featuresIntro} />
        <ul className="mt-12 grid gap-4 sm:mt-14 md:grid-cols-3">
          {features.map((feature) => (
            <Surface
              as="li"
              key={feature.title}
              className="hover:border-line-strong relative overflow-hidden p-6 transition-colors duration-300 max-[15rem]:p-4 sm:p-7"
            >
              <IconTile icon={icons[feature.icon]} tone="raised" />
              <h3 className="mt-6 text-lg font-semibold tracking-tight">
                {feature.title}
              </h3>
              <p className="text-fg-muted mt-2 leading-relaxed">
                {feature.description}
              </p>
            </Surface>
          ))}
        </ul>
      </Container>
      <IconSprite icons={{ [BADGE_ICON_ID]: Sparkle }} />
      <Marquee
        label={badgesLabel}
        pauseLabel={badgesPauseLabel}
        speed="badges"
        className="mt-14 [--marquee-gap:--spacing(3)] sm:mt-20 sm:[--marquee-gap:--spacing(4)]"
      >
        {badges.map((badge) => (
          <Pill as="li" key={badge} tone="quiet" size="2xl">
            <SpriteIcon id={BADGE_ICON_ID} className="text-accent size-3.5" />
            {badge}
          </Pill>
        ))}
      </Marquee>
    </section>
  );
}
