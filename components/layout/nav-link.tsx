"use client";

import type { MouseEvent, ReactNode } from "react";

import { useIsPageShown } from "@/hooks/use-is-page-shown";
import { PageLink } from "@/components/ui/page-link";

type NavLinkProps = {
  /** A page of the site in the current language, such as "/es/get". */
  href: string;
  children: ReactNode;
  className?: string;
  "aria-label"?: string;
};

/** A link that does nothing when it points at the page already shown (docs/product.md). */
export function NavLink({
  href,
  children,
  className,
  "aria-label": ariaLabel,
}: NavLinkProps) {
  const isCurrent = useIsPageShown(href);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    // Skipping the navigation keeps the /get flow on its current view and adds no history entry.
    if (isCurrent) event.preventDefault();
  }

  return (
    <PageLink
      href={href}
      onClick={handleClick}
      aria-current={isCurrent ? "page" : undefined}
      aria-label={ariaLabel}
      className={className}
    >
      {children}
    </PageLink>
  );
}
