import { useId, type ReactNode } from "react";

import { TOTAL_STEPS, VIEW_STEPS, type View } from "@/lib/get-flow-machine";
import { stepLabel } from "@/lib/get-flow-title";
import { cn } from "@/lib/utils";
import { useFlowCopy } from "./flow-copy";

type ViewHeaderProps = {
  view: View;
  /** The view's own title unless given, e.g. the welcome greeting with its name. */
  title?: ReactNode;
  intro: string;
};

/**
 * Every view opens with its h1. It takes focus programmatically (tabIndex -1) on each view change,
 * so screen readers announce where the visitor is; it is not a control, so it shows no ring (the
 * base rule for `[tabindex="-1"]`). The step line above it is its description, or a reader
 * starting at the heading would skip it.
 */
export function ViewHeader({ view, title, intro }: ViewHeaderProps) {
  const { get: copy } = useFlowCopy();
  const step = VIEW_STEPS[view];
  const stepId = useId();
  return (
    <div>
      {step && (
        <div className="mb-5 flex items-center gap-3">
          <p
            id={stepId}
            className="text-accent-lilac text-sm font-medium tabular-nums"
          >
            {stepLabel(copy, step)}
          </p>
          {/* A contrast theme drops both fills: there a step done is solid in its text colour,
              a step to come hollow. */}
          <div aria-hidden="true" className="flex flex-1 gap-1.5">
            {Array.from({ length: TOTAL_STEPS }, (_, index) => (
              <span
                key={index}
                className={cn(
                  "h-1 flex-1 rounded-full forced-colors:forced-color-adjust-none",
                  index < step
                    ? "bg-accent-gradient forced-colors:bg-[CanvasText] forced-colors:bg-none"
                    : "bg-line-strong forced-colors:border forced-colors:border-[CanvasText] forced-colors:bg-[Canvas]",
                )}
              />
            ))}
          </div>
        </div>
      )}
      {/* A name typed without spaces must wrap anywhere rather than widen the page. Below 320 px
          (large text on a phone), a smaller size keeps "information" whole. */}
      <h1
        tabIndex={-1}
        aria-describedby={step ? stepId : undefined}
        className="text-3xl font-semibold tracking-tight text-balance wrap-anywhere max-[20rem]:text-2xl sm:text-4xl"
      >
        {title ?? copy.viewTitles[view]}
      </h1>
      <p className="text-fg-muted mt-3 text-base">{intro}</p>
    </div>
  );
}
