import { Clock } from "lucide-react";

import type { ActionTarget } from "@/content/en/token";
import { cn } from "@/lib/utils";
import { buttonClasses, type ButtonVariant } from "@/components/ui/button";
import { ExternalLink } from "@/components/ui/external-link";

type AllocationActionProps = {
  label: string;
  href: ActionTarget;
  variant: ButtonVariant;
  /** The id of the line that says why the action is unavailable, unique on the page. */
  reasonId: string;
  /** That line, in the page's language. */
  unavailable: string;
  /** Read after an external link's text: "(opens in a new tab)" in the page's language. */
  newTabNote: string;
  className?: string;
};

/**
 * A card's call to action. While its target is the "#" placeholder it is a real button that does
 * nothing: drawn as unavailable, focusable and announced as unavailable (aria-disabled, not
 * disabled, so keyboard users still reach it) with the reason as its description, with no jump to
 * the top and no JavaScript. A real URL in the content turns it into an ordinary link.
 */
export function AllocationAction({
  label,
  href,
  variant,
  reasonId,
  unavailable,
  newTabNote,
  className,
}: AllocationActionProps) {
  if (href === "#") {
    return (
      <div className={cn("flex flex-col items-center gap-2.5", className)}>
        <button
          type="button"
          aria-disabled="true"
          aria-describedby={reasonId}
          className={buttonClasses({
            variant: "unavailable",
            className: "w-full",
          })}
        >
          {label}
        </button>
        <p
          id={reasonId}
          className="text-fg-muted flex items-center gap-1.5 text-xs"
        >
          <Clock aria-hidden="true" className="size-3.5 shrink-0" />
          {unavailable}
        </p>
      </div>
    );
  }

  const classes = buttonClasses({ variant, className });
  if (isExternal(href)) {
    return (
      <ExternalLink href={href} newTabNote={newTabNote} className={classes}>
        {label}
      </ExternalLink>
    );
  }
  return (
    <a href={href} className={classes}>
      {label}
    </a>
  );
}

function isExternal(href: ActionTarget): href is `https://${string}` {
  return href.startsWith("https://");
}
