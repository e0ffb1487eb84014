import { createContext, use, type ReactNode } from "react";

import type { CardCopy } from "@/content/en/card";
import type { GetCopy } from "@/content/en/get";

/** The flow's words in the page's language, plain data handed to the island whole. */
export type FlowCopy = {
  get: GetCopy;
  card: CardCopy;
  /** The privacy page in the page's language. */
  privacyHref: string;
};

const FlowCopyContext = createContext<FlowCopy | null>(null);

export function FlowCopyProvider({
  copy,
  children,
}: {
  copy: FlowCopy;
  children: ReactNode;
}) {
  return <FlowCopyContext value={copy}>{children}</FlowCopyContext>;
}

/** The words of the flow the component sits in. */
export function useFlowCopy(): FlowCopy {
  const copy = use(FlowCopyContext);
  if (!copy) throw new Error("A /get view is drawn outside GetFlow");
  return copy;
}
