import type { ComponentType } from "react";
import { TriangleAlert } from "lucide-react";

import type { HowItWorksStepId } from "@/content/en/how-it-works";
import { type Language, copyOf } from "@/content/languages";
import { Container } from "@/components/ui/container";
import { Glow, type GlowTone } from "@/components/ui/glow";
import { Note } from "@/components/ui/note";
import { SectionHeading } from "@/components/ui/section-heading";
import { Surface } from "@/components/ui/surface";
import { CreateCardIllustration } from "./create-card-illustration";
import { TapToPayIllustration } from "./tap-to-pay-illustration";
import { TopUpIllustration } from "./top-up-illustration";
import { WalletIllustration } from "./wallet-illustration";

const TITLE_ID = "how-it-works-title";

const illustrations = {
  create: { Drawing: CreateCardIllustration, glow: "violet", isPhone: false },
  "top-up": { Drawing: TopUpIllustration, glow: "mint", isPhone: true },
  wallet: { Drawing: WalletIllustration, glow: "violet", isPhone: true },
  spend: { Drawing: TapToPayIllustration, glow: "mint", isPhone: false },
} satisfies Record<
  HowItWorksStepId,
  {
    Drawing: ComponentType<{ language: Language }>;
    glow: GlowTone;
    isPhone: boolean;
  }
>;

/** A step's number as the section shows it: "01". */
const stepNumber = (index: number) => String(index + 1).padStart(2, "0");

/**
 * The four steps from an empty wallet to a purchase, each beside a drawing of the screen it
 * happens on. The drawings repeat the text, so they are hidden from screen readers.
 */
export function HowItWorksSection({ language }: { language: Language }) {
  const { intro, steps } = copyOf(language).howItWorks;
  return (
    <section
      id="how-it-works"
      aria-labelledby={TITLE_ID}
      className="render-later pt-20 [--render-later-height:186.5rem] min-[30rem]:[--render-later-height:172.5rem] sm:pt-28 md:[--render-later-height:106.5rem] lg:pt-32 lg:[--render-later-height:101rem]"
    >
      <Container>
        <SectionHeading id={TITLE_ID} {...intro} />
        <ol className="mt-12 grid gap-4 sm:mt-14 md:grid-cols-2">
          {steps.map((step, index) => {
            const { Drawing, glow, isPhone } = illustrations[step.id];
            return (
              <Surface
                as="li"
                key={step.id}
                className="flex flex-col overflow-hidden"
              >
                <div
                  aria-hidden="true"
                  className="glow-frame border-line bg-dot-grid flex h-[24rem] justify-center border-b bg-size-[1.25rem_1.25rem] select-none"
                >
                  <Glow
                    tone={glow}
                    className="top-1/2 left-1/2 size-[28rem] -translate-1/2 opacity-70"
                  />
                  {/* The drawings have a fixed size: narrower tiles show them smaller, never
                      cut. */}
                  <div
                    className={
                      isPhone
                        ? "pt-6 max-[20rem]:origin-top max-[20rem]:scale-85"
                        : "self-center max-[22.5rem]:scale-90 max-[20rem]:scale-70"
                    }
                  >
                    <Drawing language={language} />
                  </div>
                  {isPhone && (
                    <div className="from-surface absolute inset-x-0 bottom-0 h-12 bg-linear-to-t to-transparent" />
                  )}
                </div>
                <div className="flex flex-1 flex-col p-6 max-[15rem]:p-4 sm:p-8">
                  <p className="text-accent-lilac font-mono text-sm font-medium tabular-nums">
                    {stepNumber(index)}
                  </p>
                  <h3 className="mt-3 text-xl font-semibold tracking-tight">
                    {step.title}
                  </h3>
                  <p className="text-fg-muted mt-2 leading-relaxed">
                    {step.description}
                  </p>
                  {step.warning && (
                    <Note
                      icon={TriangleAlert}
                      boxed
                      className="border-warning/35 bg-warning/10 text-warning mt-5 leading-relaxed"
                    >
                      {step.warning}
                    </Note>
                  )}
                </div>
              </Surface>
            );
          })}
        </ol>
      </Container>
    </section>
  );
}
