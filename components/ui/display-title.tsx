import { cn } from "@/lib/utils";

type DisplayTitleProps = {
  id: string;
  parts: { lead: string; highlight: string };
  /** Puts the highlight on a line of its own. */
  stacked?: boolean;
  className?: string;
};

/** A page's h1 in the display size, its closing words drawn in the accent gradient. */
export function DisplayTitle({
  id,
  parts,
  stacked = false,
  className,
}: DisplayTitleProps) {
  return (
    <h1
      id={id}
      className={cn(
        "text-display font-semibold text-balance max-[15rem]:text-[1.5rem]",
        className,
      )}
    >
      <span className={cn(stacked && "block")}>{parts.lead}</span>{" "}
      <span className="text-gradient">{parts.highlight}</span>
    </h1>
  );
}
