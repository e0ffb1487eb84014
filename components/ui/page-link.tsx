"use client";

import type { ComponentProps } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";

import { useMayFetchAhead } from "@/hooks/use-may-fetch-ahead";

type PageLinkProps = Omit<ComponentProps<typeof Link>, "href" | "prefetch"> & {
  /** A page of the site in the current language, such as "/es/get", perhaps with a #fragment. */
  href: string;
};

/**
 * A link to another page of the site. Next's link fetches a page's data as soon as its link
 * scrolls into view; this one does not when the visitor asked to save data (Next's app router
 * does not read Data Saver), nor before React has hydrated, nor for the page already shown.
 */
export function PageLink({ href, ...props }: PageLinkProps) {
  const pathname = usePathname();
  const mayFetchAhead = useMayFetchAhead();
  const isShown = href.split("#")[0] === pathname;
  const fetchesAhead = mayFetchAhead && !isShown;
  return <Link href={href} prefetch={fetchesAhead ? null : false} {...props} />;
}
