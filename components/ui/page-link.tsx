"use client";

import type { ComponentProps } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";

import { useIsHydrated } from "@/hooks/use-is-hydrated";
import { usePrefersReducedData } from "@/hooks/use-prefers-reduced-data";

type PageLinkProps = Omit<ComponentProps<typeof Link>, "href" | "prefetch"> & {
  /** A page of the site in the current language, such as "/es/get", perhaps with a #fragment. */
  href: string;
};

/**
 * A link to another page of the site. Next's link fetches a page's data as soon as its link
 * scrolls into view; this one does not when the visitor asked to save data (Next's app router
 * does not read Data Saver), nor for the page already shown. It starts only once React has
 * hydrated, when the visitor's setting is known: the server cannot know it.
 */
export function PageLink({ href, ...props }: PageLinkProps) {
  const pathname = usePathname();
  const isHydrated = useIsHydrated();
  const prefersReducedData = usePrefersReducedData();
  const isShown = href.split("#")[0] === pathname;
  const fetchesAhead = isHydrated && !prefersReducedData && !isShown;
  return <Link href={href} prefetch={fetchesAhead ? null : false} {...props} />;
}
