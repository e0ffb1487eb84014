"use client";

import { type SyntheticEvent, useId } from "react";
import { ArrowRight } from "lucide-react";

import type { FaqItem } from "@/content/en/faq";
import { SpriteIcon } from "@/components/ui/icon-sprite";
import { PageLink } from "@/components/ui/page-link";

/** A group of questions, its links already in the page's language. */
export type FaqColumnGroup = {
  title: string;
  items: (Omit<FaqItem, "link"> & { link?: { href: string; label: string } })[];
};

/**
 * One FAQ column: its groups of questions, with at most one answer open in the whole column; the
 * other column keeps its own state (docs/product.md).
 *
 * Each question is a native disclosure, so it opens before the scripts arrive and with JavaScript
 * off, and the browser owns whether it is open. Disclosures sharing a `name` close each other
 * (Chrome 120, Firefox 130, Safari 17.2); `closeTheOthers` does the same in the older browsers
 * we support.
 */
export function FaqColumn({
  groups,
  toggleIconId,
}: {
  groups: FaqColumnGroup[];
  /** The plus each question turns into a cross, drawn once by the section. */
  toggleIconId: string;
}) {
  const name = useId();

  // Below 240 px (a phone's text at 200 %) each question and answer pads less: set once here
  // rather than on each of the 26, whose classes the page would carry 26 times. The groups and
  // their questions are flex columns, not grids: printed, Firefox breaks a flex column between
  // questions, where it pushed a grid that did not fit whole to the next page. A group's heading
  // prints as a block, without its rule, with room for one question and its answer under it
  // (`keeps-with-next`).
  return (
    <div className="flex flex-col gap-10 [--keep-room:12rem] md:gap-12 max-[15rem]:[&_details>*]:px-3 max-[15rem]:[&_summary]:gap-2">
      {groups.map((group) => (
        <div key={group.title}>
          <h3 className="text-fg-muted tracking-eyebrow keeps-with-next mb-4 flex items-center gap-3 text-xs font-semibold uppercase print:block">
            {group.title}
            <span
              aria-hidden="true"
              className="bg-line h-px flex-1 print:hidden"
            />
          </h3>
          {/* A closed question is never the scroll anchor, so when an open answer above it
              collapses, the browser keeps the question just opened in place. Chromium honours
              this on the list item, not on the disclosure inside it. */}
          <ul className="flex flex-col gap-3 [&>li:has(>details:not([open]))]:[overflow-anchor:none]">
            {group.items.map((item) => (
              <li key={item.question}>
                {/* A visitor may open one before hydration, which React must leave open. */}
                <details
                  name={name}
                  onToggle={closeTheOthers}
                  suppressHydrationWarning
                  className="group disclosure-slide rounded-card border-line bg-surface open:border-line-strong open:bg-surface-raised border transition-colors duration-300 motion-reduce:transition-none"
                >
                  <summary className="rounded-card flex min-h-16 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 sm:px-6 [&::-webkit-details-marker]:hidden">
                    <h4 className="text-base font-medium">{item.question}</h4>
                    <span
                      aria-hidden="true"
                      className="border-line-strong text-fg-muted group-hover:not-group-open:border-fg-muted group-hover:not-group-open:text-fg group-open:border-accent/60 group-open:text-accent flex size-8 shrink-0 items-center justify-center rounded-full border transition duration-300 group-open:rotate-45 motion-reduce:transition-none print:hidden"
                    >
                      <SpriteIcon id={toggleIconId} className="size-4" />
                    </span>
                  </summary>
                  <div className="max-h-faq-answer text-fg-muted overflow-y-auto px-5 pb-5 leading-relaxed sm:px-6 sm:pb-6">
                    <p>{item.answer}</p>
                    {item.link && (
                      <PageLink
                        href={item.link.href}
                        className="text-accent hover:text-accent-hover touch-target mt-3 inline-flex items-center gap-1.5 rounded font-medium"
                      >
                        {item.link.label}
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </PageLink>
                    )}
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** Reads the attribute: a browser without exclusive disclosures has no `name` property either. */
function closeTheOthers({ currentTarget }: SyntheticEvent<HTMLDetailsElement>) {
  if (!currentTarget.open) return;
  const name = currentTarget.getAttribute("name");
  for (const other of document.querySelectorAll<HTMLDetailsElement>(
    "details[open]",
  )) {
    if (other !== currentTarget && other.getAttribute("name") === name)
      other.open = false;
  }
}
