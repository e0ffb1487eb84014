import type { ReactNode } from "react";

import { chrome } from "@/content/site";

type ExternalLinkProps = {
  href: `https://${string}`;
  className?: string;
  children: ReactNode;
};

/** A link to another site: it opens in a new tab, without handing that tab our window, and says so. */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
    >
      {children}
      <span className="sr-only"> {chrome.newTabNote}</span>
    </a>
  );
}
