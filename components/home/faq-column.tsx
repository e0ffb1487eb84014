"use client";

import { useId, useState } from "react";
import Link from "next/link";
import { ArrowRight } from "lucide-react";

import type { FaqItem } from "@/content/en/faq";
import { cn } from "@/lib/utils";
import { SpriteIcon } from "@/components/ui/icon-sprite";

/** A group of questions, its links already in the page's language. */
export type FaqColumnGroup = {
  title: string;
  items: (Omit<FaqItem, "link"> & { link?: { href: string; label: string } })[];
};

/**
 * One FAQ column: its groups of questions, with at most one answer open in the whole column; the
 * other column keeps its own state (docs/product.md).
 */

export function FaqColumn({
  groups,
  toggleIconId,
}: {
  groups: FaqColumnGroup[];
  /** The plus each question turns into a cross, drawn once by the section. */
  toggleIconId: string;
}) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const baseId = useId();

  return (
    <div className="grid gap-10 md:gap-12">
      {groups.map((group, groupIndex) => (
        <div key={group.title}>
          <h3 className="text-fg-muted tracking-eyebrow mb-4 flex items-center gap-3 text-xs font-semibold uppercase">
            {group.title}
            <span aria-hidden="true" className="bg-line h-px flex-1" />
          </h3>
          <ul className="grid gap-3">
            {group.items.map((item, index) => {
              const key = `${groupIndex}-${index}`;
              const isOpen = openKey === key;
              const questionId = `${baseId}-question-${key}`;
              const answerId = `${baseId}-answer-${key}`;

              return (
                // A closed row is never the scroll anchor, so when an open row above collapses,
                // the browser keeps the row just opened in place instead of sliding it off the
                // top of the screen.
                <li
                  key={item.question}
                  className={cn(
                    "rounded-card border transition-colors duration-300 motion-reduce:transition-none",
                    isOpen
                      ? "border-line-strong bg-surface-raised"
                      : "border-line bg-surface [overflow-anchor:none]",
                  )}
                >
                  <h4>
                    <button
                      type="button"
                      id={questionId}
                      aria-expanded={isOpen}
                      aria-controls={answerId}
                      onClick={() => setOpenKey(isOpen ? null : key)}
                      className="group rounded-card flex min-h-16 w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-medium sm:px-6"
                    >
                      {item.question}
                      <span
                        aria-hidden="true"
                        className={cn(
                          "flex size-8 shrink-0 items-center justify-center rounded-full border transition duration-300 motion-reduce:transition-none",
                          isOpen
                            ? "border-accent/60 text-accent rotate-45"
                            : "border-line-strong text-fg-muted group-hover:border-fg-muted group-hover:text-fg",
                        )}
                      >
                        <SpriteIcon id={toggleIconId} className="size-4" />
                      </span>
                    </button>
                  </h4>
                  {/* 0fr to 1fr animates to the answer's own height; visibility keeps a closed
                      answer out of the tab order and the accessibility tree once it has collapsed. */}
                  <div
                    id={answerId}
                    role="region"
                    aria-labelledby={questionId}
                    className={cn(
                      "grid transition-[grid-template-rows,visibility] duration-300 ease-out motion-reduce:transition-none",
                      isOpen ? "grid-rows-[1fr]" : "invisible grid-rows-[0fr]",
                    )}
                  >
                    <div className="overflow-hidden">
                      <div className="max-h-faq-answer text-fg-muted overflow-y-auto px-5 pb-5 leading-relaxed sm:px-6 sm:pb-6">
                        <p>{item.answer}</p>
                        {item.link && (
                          <Link
                            href={item.link.href}
                            className="text-accent hover:text-accent-hover mt-3 inline-flex items-center gap-1.5 rounded font-medium"
                          >
                            {item.link.label}
                            <ArrowRight aria-hidden="true" className="size-4" />
                          </Link>
                        )}
                      </div>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
