import type { ComponentProps } from "react";

import { cn } from "@/lib/utils";

/** The page's content column: centred, at most the content width, with the side gutters. */
export function Container({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "max-w-content mx-auto w-full px-4 max-[15rem]:px-3 sm:px-6 lg:px-8",
        className,
      )}
      {...props}
    />
  );
}
