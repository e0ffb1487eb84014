import { ArrowUpRight, Coins, Flame, type LucideIcon } from "lucide-react";

import type { VerifyLink } from "@/content/en/verify";
import { type Language, copyOf } from "@/content/languages";
import { shortenAddress } from "@/lib/shorten-address";
import { type ExplorerEntity, explorerUrl } from "@/lib/explorer-url";
import { cn } from "@/lib/utils";
import { Container } from "@/components/ui/container";
import { ExternalLink } from "@/components/ui/external-link";
import { Glow } from "@/components/ui/glow";
import { Pill } from "@/components/ui/pill";
import { SectionHeading } from "@/components/ui/section-heading";
import { Surface } from "@/components/ui/surface";
import { FadeInSection } from "./fade-in-section";

const HEADING_ID = "verify-heading";

const icons = {
  token: Coins,
  tx: Flame,
} satisfies Record<ExplorerEntity, LucideIcon>;

const rowClasses =
  "flex w-full items-center gap-4 rounded-2xl border p-4 text-left sm:p-5";

export function VerifySection({ language }: { language: Language }) {
  const { verify, chrome } = copyOf(language);
  return (
    <FadeInSection
      labelledBy={HEADING_ID}
      className="render-later py-10 [--render-later-height:45.5rem] min-[26.25rem]:[--render-later-height:41rem] min-[30rem]:[--render-later-height:35rem] sm:py-16 sm:[--render-later-height:39.5rem] min-[45rem]:[--render-later-height:36rem] lg:[--render-later-height:27rem]"
    >
      <Container>
        <Surface className="glow-frame grid gap-10 p-6 max-[15rem]:p-4 sm:p-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] lg:items-center lg:gap-16">
          <Glow
            tone="violet"
            className="-bottom-48 -left-40 size-[32rem] opacity-60"
          />
          <SectionHeading id={HEADING_ID} {...verify.intro} />
          <ul className="grid gap-3">
            {verify.links.map((link) => (
              <li key={`${link.explorer}-${link.entity}`}>
                <ExplorerRow
                  link={link}
                  pendingLabel={verify.pendingLabel}
                  newTabNote={chrome.newTabNote}
                />
              </li>
            ))}
          </ul>
        </Surface>
      </Container>
    </FadeInSection>
  );
}

/**
 * One explorer page, opened in a new tab. While its id is a placeholder the row is an inert
 * button, as the allocation cards' "#" actions are: reachable, announced as unavailable, and
 * never a link to a wrong page.
 */
function ExplorerRow({
  link,
  pendingLabel,
  newTabNote,
}: {
  link: VerifyLink;
  pendingLabel: string;
  newTabNote: string;
}) {
  const descriptionId = `verify-${link.explorer}-${link.entity}`;
  const href = explorerUrl(link.explorer, link.entity, link.id);
  const Icon = icons[link.entity];
  const body = (
    <>
      <span
        className={cn(
          // Below 320 px (large text on a phone) the words need the room more than the icon does.
          "flex size-11 shrink-0 items-center justify-center rounded-xl border max-[20rem]:hidden",
          href
            ? "border-line-strong bg-surface-raised text-accent"
            : "border-line-strong text-fg-muted border-dashed",
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
          <span
            className={cn(
              "font-semibold tracking-tight",
              !href && "text-fg-muted",
            )}
          >
            {link.title}
          </span>
          {!href && (
            <Pill as="span" tone="muted" size="sm">
              {pendingLabel}
            </Pill>
          )}
        </span>
        {/* Read as the row's description, not as part of its name. */}
        <span
          id={descriptionId}
          aria-hidden="true"
          className="text-fg-muted mt-1 block text-sm leading-relaxed"
        >
          {link.description}
        </span>
      </span>
    </>
  );

  if (!href) {
    return (
      <button
        type="button"
        aria-disabled="true"
        aria-describedby={descriptionId}
        className={cn(
          rowClasses,
          "border-line-strong cursor-not-allowed border-dashed",
        )}
      >
        {body}
      </button>
    );
  }

  return (
    <ExternalLink
      href={href}
      newTabNote={newTabNote}
      aria-describedby={descriptionId}
      className={cn(
        rowClasses,
        "group border-line-strong bg-surface-raised/60 hover:border-fg-muted hover:bg-surface-hover transition-colors",
      )}
    >
      {body}
      {link.id && (
        <span
          aria-hidden="true"
          // An address's letters are no words to translate.
          translate="no"
          className="text-fg-muted hidden font-mono text-xs sm:block"
        >
          {shortenAddress(link.id)}
        </span>
      )}
      <ArrowUpRight
        aria-hidden="true"
        className="text-fg-muted group-hover:text-fg size-5 shrink-0 transition-colors"
      />
    </ExternalLink>
  );
}
