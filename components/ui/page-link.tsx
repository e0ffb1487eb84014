"use client";

import type { ComponentProps } from "react";
import Link from "next/link";

import { useIsPageShown } from "@/hooks/use-is-page-shown";
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
  const mayFetchAhead = useMayFetchAhead();
  const isShown = useIsPageShown(href);
  return (
    <Link
      href={href}
      prefetch={mayFetchAhead && !isShown ? null : false}
      {...props}
    />
  );
}
