import { ArrowRight, Sparkles } from "lucide-react";

import { welcomeCopy, welcomeHeading } from "@/content/get";
import { Button } from "@/components/ui/button";
import { IconTile } from "@/components/ui/icon-tile";
import type { FlowViewProps } from "./flow-view-props";
import { ViewHeader } from "./view-header";

export function WelcomeView({ values, send }: FlowViewProps) {
  return (
    <div className="flex flex-col items-center text-center">
      <IconTile icon={Sparkles} tone="gradient" className="mb-7" />
      <ViewHeader
        view="welcome"
        title={welcomeHeading(values.greetingName)}
        intro={welcomeCopy.body}
      />
      <Button
        size="lg"
        className="mt-8 w-full"
        onClick={() => send({ type: "deposit" })}
      >
        {welcomeCopy.deposit}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
