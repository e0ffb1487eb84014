import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

type ViewFormProps = {
  /** Runs on Enter or a submit button, with what the fields held at that moment. */
  onSubmit: (submitted: FormData) => void;
  className?: string;
  children: ReactNode;
};

/**
 * A view's fields. The form's action is a function, so the server's HTML gives it no address:
 * nothing typed can be sent anywhere, with or without JavaScript. A press made before the page
 * is interactive is kept by React and replayed once it is, with what was typed.
 */
export function ViewForm({ onSubmit, className, children }: ViewFormProps) {
  return (
    <form
      action={onSubmit}
      className={cn("mt-8 flex flex-col gap-5", className)}
    >
      {children}
    </form>
  );
}

/** The text of each named field as submitted; empty for a field the form did not have. */
export function submittedFields<Name extends string>(
  submitted: FormData,
  names: readonly Name[],
) {
  return Object.fromEntries(
    names.map((name) => {
      const value = submitted.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  ) as Record<Name, string>;
}
