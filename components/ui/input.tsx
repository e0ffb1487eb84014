import { useId, type InputHTMLAttributes, type ReactNode } from "react";

import { cn } from "@/lib/utils";

/**
 * The look every form control shares (text fields, the country button, its search box). It holds
 * no size or padding, so each control adds its own without conflicting classes.
 */
export const fieldSurfaceClasses =
  "rounded-xl border border-line-strong bg-surface-raised/80 text-fg transition-colors placeholder:text-fg-placeholder hover:border-fg-muted/60 focus-shown:border-accent-lilac autofill-tinted";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  /**
   * Rendered before the input in the same row, e.g. the phone's country picker; the row is the
   * positioning box, so a popup it opens can span the whole field.
   */
  leading?: ReactNode;
};

/** A tall dark field with its label always above it: placeholders only ever show examples. */
export function Input({ label, leading, className, ...props }: InputProps) {
  const id = useId();
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <label htmlFor={id} className="text-fg text-sm font-medium">
        {label}
      </label>
      {/* With large text, the phone field moves under its country button rather than shrink. */}
      <div className="relative flex flex-wrap gap-2">
        {leading}
        <input
          id={id}
          className={cn(
            fieldSurfaceClasses,
            // An empty date field shows its mm/dd/yyyy mask: dimmed like a placeholder.
            "[&[type=date]:invalid]:text-fg-placeholder h-12 min-w-0 grow basis-24 px-4 text-base",
          )}
          {...props}
        />
      </div>
    </div>
  );
}
