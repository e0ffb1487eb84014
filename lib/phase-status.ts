export type PhaseStatus = "complete" | "in-progress" | "planned";

/** A phase is complete when every item is done, planned when none is, in progress otherwise. */
export function phaseStatus(items: readonly { done: boolean }[]): PhaseStatus {
  const doneCount = items.filter((item) => item.done).length;
  if (doneCount === 0) return "planned";
  return doneCount === items.length ? "complete" : "in-progress";
}
