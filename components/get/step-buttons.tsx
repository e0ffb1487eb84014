import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";

type StepButtonsProps = {
  labels: { back: string; next: string };
  onBack: () => void;
  /** Without it, Next submits the form the buttons close. */
  onNext?: () => void;
  className?: string;
};

/**
 * The pair that closes a card-order step: back out on the left, go on on the right; one above the
 * other below 240 px (a phone's text at 200 %).
 */
export function StepButtons({
  labels,
  onBack,
  onNext,
  className,
}: StepButtonsProps) {
  return (
    <div
      className={cn(
        "grid grid-cols-2 gap-3 max-[15rem]:grid-cols-1",
        className,
      )}
    >
      <Button variant="outline" size="lg" onClick={onBack}>
        {labels.back}
      </Button>
      <Button type={onNext ? "button" : "submit"} size="lg" onClick={onNext}>
        {labels.next}
      </Button>
    </div>
  );
}
