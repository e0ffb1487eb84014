import { ArrowRight, Sparkles } from "lucide-react";

import type { GetCopy } from "@/content/en/get";
import type { Greeted } from "@/lib/get-flow-machine";
import { viewHeading } from "@/lib/get-flow-title";
import { fillParts } from "@/lib/template";
import { Button } from "@/components/ui/button";
import { IconTile } from "@/components/ui/icon-tile";
import { useFlowCopy } from "./flow-copy";
import type { FlowViewProps } from "./flow-view-props";
import { ViewHeader } from "./view-header";

/**
 * A name signed up with is the visitor's own: a browser's translation of the page must leave it
 * as typed ("Rose" is a word too). A login's stand-in is ours, translated with its sentence.
 */
function greeting(copy: GetCopy, greeted: Greeted | null) {
  if (greeted?.by !== "sign-up")
    return viewHeading(copy, "welcome", copy.loginFirstName);
  const firstName = (
    <span key="first-name" translate="no">
      {greeted.firstName}
    </span>
  );
  return fillParts(copy.welcomeHeading, { firstName });
}

export function WelcomeView({ values, send }: FlowViewProps) {
  const { get: copy } = useFlowCopy();
  return (
    <div className="flex flex-col items-center text-center">
      <IconTile icon={Sparkles} tone="gradient" className="mb-7" />
      <ViewHeader
        view="welcome"
        title={greeting(copy, values.greeted)}
        intro={copy.welcome.body}
      />
      <Button
        size="lg"
        className="mt-8 w-full"
        onClick={() => send({ type: "deposit" })}
      >
        {copy.welcome.deposit}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
