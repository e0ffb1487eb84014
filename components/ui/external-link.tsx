import type { AnchorHTMLAttributes } from "react";

type ExternalLinkProps = Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  "href" | "target" | "rel"
> & {
  href: `https://${string}`;
  /** Read after the link's text by screen readers: "(opens in a new tab)" in the page's language. */
  newTabNote: string;
};

/** A link to another site: it opens in a new tab, without handing that tab our window, and says so. */
export function ExternalLink({
  href,
  newTabNote,
  children,
  ...props
}: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {newTabNote}</span>
    </a>
  );
}
