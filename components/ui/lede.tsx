import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

/** The large muted paragraph under a page's h1; the caller sets its measure. */
export function Lede({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      className={cn(
        "text-fg-muted mt-6 text-lg leading-relaxed text-pretty sm:text-xl",
        className,
      )}
    >
      {children}
    </p>
  );
}
