import type { ActionTarget } from "@/content/token";
import { cn } from "@/lib/utils";
import { buttonClasses, type ButtonVariant } from "@/components/ui/button";
import { ExternalLink } from "@/components/ui/external-link";

type AllocationActionProps = {
  label: string;
  href: ActionTarget;
  variant: ButtonVariant;
  className?: string;
};

/**
 * A card's call to action. While its target is the "#" placeholder it is a real button that does
 * nothing: focusable and announced as unavailable (aria-disabled, not disabled, so keyboard users
 * still reach it), with no jump to the top and no JavaScript. A real URL in the content turns it
 * into an ordinary link.
 */
export function AllocationAction({
  label,
  href,
  variant,
  className,
}: AllocationActionProps) {
  if (href === "#") {
    return (
      <button
        type="button"
        aria-disabled="true"
        className={buttonClasses({
          variant,
          className: cn("aria-disabled:cursor-not-allowed", className),
        })}
      >
        {label}
      </button>
    );
  }

  const classes = buttonClasses({ variant, className });
  if (isExternal(href)) {
    return (
      <ExternalLink href={href} className={classes}>
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
