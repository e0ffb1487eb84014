import type { ReactNode } from "react";

import { Button } from "@/components/ui/button";

type ViewFormProps = {
  onSubmit: () => void;
  /** Closes the form with a full-width submit button. */
  submitLabel?: string;
  children: ReactNode;
};

/** A view's fields: Enter or the submit button runs the view's action, and the page never reloads. */
export function ViewForm({ onSubmit, submitLabel, children }: ViewFormProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="mt-8 flex flex-col gap-5"
    >
      {children}
      {submitLabel && (
        <Button type="submit" size="lg" className="mt-1 w-full">
          {submitLabel}
        </Button>
      )}
    </form>
  );
}
