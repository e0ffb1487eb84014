import type { PropsWithChildren } from "react";

import { cn } from "@/lib/utils";

/**
 * A phone drawn in CSS around whatever screen it is given: bezel, side buttons and the camera
 * island. Decoration: callers hide it from screen readers and say in text what it shows. The
 * caller sets its width and height.
 */
export function PhoneFrame({
  children,
  className,
}: PropsWithChildren<{ className?: string }>) {
  return (
    <div
      className={cn(
        "border-line-strong bg-surface-raised shadow-card relative rounded-[2.5rem] border p-2",
        className,
      )}
    >
      <span className="bg-surface-hover absolute top-24 -left-[3px] h-10 w-[3px] rounded-l" />
      <span className="bg-surface-hover absolute top-20 -right-[3px] h-16 w-[3px] rounded-r" />
      <div className="bg-surface relative flex h-full flex-col overflow-hidden rounded-[2rem]">
        <span className="mx-auto mt-2.5 h-5 w-18 shrink-0 rounded-full bg-black" />
        {children}
      </div>
    </div>
  );
}
