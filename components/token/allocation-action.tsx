import type { ActionTarget } from "@/content/token";
import { cn } from "@/lib/utils";
import { buttonClasses, type ButtonVariant } from "@/components/ui/button";

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

  const isExternal = href.startsWith("https://");
  return (
    <a
      href={href}
      className={buttonClasses({ variant, className })}
      {...(isExternal && { target: "_blank", rel: "noopener noreferrer" })}
    >
      {label}
      {isExternal && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}
