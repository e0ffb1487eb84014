import { CircleCheck, CircleDashed, CircleDotDashed, Info } from "lucide-react";

import type { TokenCopy } from "@/content/en/token";
import { roadmapPlan } from "@/content/roadmap-plan";
import { formatNumber, formatYear } from "@/lib/number-format";
import { phaseStatus, type PhaseStatus } from "@/lib/phase-status";
import { fill } from "@/lib/template";
import { cn } from "@/lib/utils";
import { IconSprite, SpriteIcon } from "@/components/ui/icon-sprite";
import { Note } from "@/components/ui/note";
import { Pill, type PillTone } from "@/components/ui/pill";
import { Surface } from "@/components/ui/surface";

const phaseIcons = {
  complete: CircleCheck,
  "in-progress": CircleDotDashed,
  planned: CircleDashed,
} satisfies Record<PhaseStatus, typeof CircleCheck>;

// Drawn once: every item of every phase carries one.
const itemIcons = {
  done: "roadmap-item-done",
  planned: "roadmap-item-planned",
};

const phaseTones = {
  complete: "accent",
  "in-progress": "lilac",
  planned: "muted",
} satisfies Record<PhaseStatus, PillTone>;

type RoadmapProps = {
  copy: TokenCopy["roadmap"];
  /** The page's language (BCP 47), for the quarters' figures. */
  tag: string;
};

/**
 * The phases of `roadmapPlan` in order, worded by the page's language. Every status is written out
 * next to its icon, never left to colour.
 */
export function Roadmap({ copy: roadmap, tag }: RoadmapProps) {
  const phases = roadmapPlan.map((plan, index) => {
    const words = roadmap.phases[index];
    if (!words || words.items.length !== plan.done.length)
      throw new Error(`The roadmap's copy does not word phase ${plan.phase}`);
    return {
      ...plan,
      ...words,
      quarter: fill(roadmap.quarter, {
        quarter: formatNumber(plan.quarter.quarter, tag),
        year: formatYear(plan.quarter.year, tag),
      }),
      items: words.items.map((item, itemIndex) => ({
        ...item,
        done: plan.done[itemIndex] === true,
      })),
    };
  });
  return (
    <>
      <IconSprite
        icons={{
          [itemIcons.done]: CircleCheck,
          [itemIcons.planned]: CircleDashed,
        }}
      />
      <ol className="grid gap-6 lg:grid-cols-3">
        {phases.map((phase) => {
          const status = phaseStatus(phase.items);
          const StatusIcon = phaseIcons[status];
          const headingId = `roadmap-phase-${phase.phase}`;

          return (
            <li key={phase.phase}>
              <Surface
                as="article"
                aria-labelledby={headingId}
                className="flex h-full flex-col p-6 max-[15rem]:p-4 sm:p-8"
              >
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p className="text-sm">
                    <span className="text-accent-lilac font-medium">
                      {fill(roadmap.phaseLabel, {
                        phase: formatNumber(phase.phase, tag),
                      })}
                    </span>
                    <span className="text-fg-muted"> · {phase.quarter}</span>
                  </p>
                  <Pill tone={phaseTones[status]} size="sm">
                    <StatusIcon aria-hidden="true" className="size-3.5" />
                    {roadmap.phaseStatus[status]}
                  </Pill>
                </div>
                <h3
                  id={headingId}
                  className="mt-5 text-2xl font-semibold tracking-tight max-[15rem]:text-xl"
                >
                  {phase.title}
                </h3>
                <ul className="border-line mt-6 space-y-6 border-t pt-6">
                  {phase.items.map((item) => (
                    <li key={item.title} className="flex gap-3">
                      <SpriteIcon
                        id={item.done ? itemIcons.done : itemIcons.planned}
                        className={cn(
                          "mt-0.5 size-5 shrink-0",
                          item.done ? "text-accent" : "text-fg-muted",
                        )}
                      />
                      <div className="min-w-0 flex-1">
                        {/* Below 320 px (large text on a phone), the status moves under a title
                            that would not fit beside it. */}
                        <div className="flex items-baseline justify-between gap-x-3 max-[20rem]:flex-wrap">
                          <p className="min-w-0 font-medium">{item.title}</p>
                          <p
                            className={cn(
                              "shrink-0 text-xs font-medium tracking-wide uppercase",
                              item.done ? "text-accent" : "text-fg-muted",
                            )}
                          >
                            {item.done
                              ? roadmap.itemStatus.done
                              : roadmap.itemStatus.planned}
                          </p>
                        </div>
                        <p className="text-fg-muted mt-1 text-sm leading-relaxed">
                          {item.description}
                        </p>
                        {item.note && (
                          <Note
                            icon={Info}
                            size="sm"
                            boxed
                            className="text-fg-muted mt-3 leading-relaxed"
                          >
                            {item.note}
                          </Note>
                        )}
                      </div>
                    </li>
                  ))}
                </ul>
              </Surface>
            </li>
          );
        })}
      </ol>
    </>
  );
}
