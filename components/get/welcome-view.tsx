import { ArrowRight, Sparkles } from "lucide-react";

import { welcomeCopy, welcomeHeading } from "@/content/get";
import { Button } from "@/components/ui/button";
import { ViewHeader } from "./view-header";

type WelcomeViewProps = { firstName: string; onDeposit: () => void };

export function WelcomeView({ firstName, onDeposit }: WelcomeViewProps) {
  return (
    <div className="flex flex-col items-center text-center">
      <div
        aria-hidden="true"
        className="bg-accent-gradient shadow-glow mb-7 grid size-16 place-items-center rounded-2xl"
      >
        <Sparkles className="text-fg size-7" />
      </div>
      <ViewHeader
        view="welcome"
        title={welcomeHeading(firstName)}
        intro={welcomeCopy.body}
      />
      <Button size="lg" className="mt-8 w-full" onClick={onDeposit}>
        {welcomeCopy.deposit}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
