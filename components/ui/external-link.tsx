import type { AnchorHTMLAttributes } from "react";

import { chrome } from "@/content/site";

type ExternalLinkProps = Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  "href" | "target" | "rel"
> & {
  href: `https://${string}`;
};

/** A link to another site: it opens in a new tab, without handing that tab our window, and says so. */
export function ExternalLink({ href, children, ...props }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {chrome.newTabNote}</span>
    </a>
  );
}
