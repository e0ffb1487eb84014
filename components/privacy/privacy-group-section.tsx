import {
  AppWindow,
  Cookie,
  Eraser,
  EyeOff,
  Fingerprint,
  Globe,
  HardDrive,
  type LucideIcon,
  Pause,
  SendHorizontal,
} from "lucide-react";

import type { PrivacyGroup, PrivacyIcon } from "@/content/en/privacy";
import { Container } from "@/components/ui/container";
import { IconTile } from "@/components/ui/icon-tile";
import { SectionHeading } from "@/components/ui/section-heading";

const icons = {
  "send-off": SendHorizontal,
  "app-window": AppWindow,
  eraser: Eraser,
  cookie: Cookie,
  "hard-drive": HardDrive,
  "eye-off": EyeOff,
  globe: Globe,
  fingerprint: Fingerprint,
  pause: Pause,
} satisfies Record<PrivacyIcon, LucideIcon>;

/** One group of statements under its heading, each statement with its icon. */
export function PrivacyGroupSection({ group }: { group: PrivacyGroup }) {
  const titleId = `privacy-${group.id}-title`;

  return (
    <section aria-labelledby={titleId} className="py-12 sm:py-16">
      <Container>
        <SectionHeading
          id={titleId}
          eyebrow={group.intro.eyebrow}
          title={group.intro.title}
        />
        {/* Printed one under another: Firefox moves a row of three whole to the next page, and
            the heading with it. */}
        <ul className="mt-10 grid gap-x-10 gap-y-10 sm:mt-12 md:grid-cols-3 print:grid-cols-1">
          {group.statements.map((statement) => (
            <li key={statement.title} className="border-line border-t pt-6">
              <IconTile icon={icons[statement.icon]} tone="raised" />
              <h3 className="mt-5 text-lg font-semibold tracking-tight break-words">
                {statement.title}
              </h3>
              <p className="text-fg-muted mt-2 leading-relaxed">
                {statement.body}
              </p>
            </li>
          ))}
        </ul>
        {group.hosts && (
          <div className="border-line bg-surface/60 mt-10 rounded-2xl border p-5 max-[15rem]:p-3 sm:p-6">
            <p className="text-fg-muted max-w-3xl leading-relaxed">
              {group.hosts.lead}
            </p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {group.hosts.names.map((host) => (
                <li
                  key={host}
                  className="border-line-strong bg-surface-raised rounded-lg border px-2.5 py-1 font-mono text-sm"
                >
                  {host}
                </li>
              ))}
            </ul>
            <p className="text-fg-muted mt-4 leading-relaxed">
              {group.hosts.after}
            </p>
          </div>
        )}
      </Container>
    </section>
  );
}
