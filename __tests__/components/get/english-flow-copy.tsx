import type { ReactNode } from "react";

import { en } from "@/content/en";
import { FlowCopyProvider } from "@/components/get/flow-copy";

/** What GetFlow gives the parts of the flow: its English words. */
export function EnglishFlowCopy({ children }: { children: ReactNode }) {
  return (
    <FlowCopyProvider
      copy={{ get: en.get, card: en.card, privacyHref: "/privacy" }}
    >
      {children}
    </FlowCopyProvider>
  );
}
