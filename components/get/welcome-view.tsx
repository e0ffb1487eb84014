import { ArrowRight, Sparkles } from "lucide-react";

import { greetingName, viewHeading } from "@/lib/get-flow-title";
import { Button } from "@/components/ui/button";
import { IconTile } from "@/components/ui/icon-tile";
import { useFlowCopy } from "./flow-copy";
import type { FlowViewProps } from "./flow-view-props";
import { ViewHeader } from "./view-header";

export function WelcomeView({ values, send }: FlowViewProps) {
  const { get: copy } = useFlowCopy();
  return (
    <div className="flex flex-col items-center text-center">
      <IconTile icon={Sparkles} tone="gradient" className="mb-7" />
      <ViewHeader
        view="welcome"
        title={viewHeading(copy, "welcome", greetingName(copy, values.greeted))}
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
