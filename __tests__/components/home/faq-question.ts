import { screen } from "@testing-library/react";

/** The question as a visitor presses it: the disclosure's summary, named by its heading. */
export function faqQuestion(name: string) {
  const summary = screen
    .getByRole("heading", { level: 4, name })
    .closest("summary");
  if (!summary) throw new Error(`"${name}" is not a disclosure's summary`);
  return summary;
}

/** The disclosure that holds the question and its answer. */
export function faqDisclosure(name: string) {
  return faqQuestion(name).parentElement as HTMLDetailsElement;
}
