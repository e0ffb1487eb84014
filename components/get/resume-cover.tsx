"use client";

import { useIsHydrated } from "@/hooks/use-is-hydrated";

/**
 * Covers the server's sign-up after a reload mid-flow until the flow shows the visitor's view
 * (`lib/resume-cover.ts`). Inline, before the panel, so that it runs before the panel is parsed;
 * the build allows it by hash. Without JavaScript it never runs, and sign-up is the page.
 *
 * Written into the server's page only: React never runs a script it renders itself, and says so
 * in development, so a client navigation to /get (where nothing is covered) renders none.
 */
export function ResumeCover({ script }: { script: string }) {
  const isHydrated = useIsHydrated();
  return isHydrated ? null : (
    <script dangerouslySetInnerHTML={{ __html: script }} />
  );
}
