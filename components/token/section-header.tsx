import { cn } from "@/lib/utils";

type SectionHeaderProps = {
  id: string;
  eyebrow: string;
  heading: string;
  intro: string;
  className?: string;
};

/** Eyebrow, h2 and lead paragraph; the h2's id names the section it opens. */
export function SectionHeader({
  id,
  eyebrow,
  heading,
  intro,
  className,
}: SectionHeaderProps) {
  return (
    <div className={cn("max-w-2xl", className)}>
      <p className="text-accent-lilac text-sm font-medium tracking-[0.16em] uppercase">
        {eyebrow}
      </p>
      <h2 id={id} className="text-title mt-4 font-semibold text-balance">
        {heading}
      </h2>
      <p className="text-fg-muted mt-4 text-lg leading-relaxed text-pretty">
        {intro}
      </p>
    </div>
  );
}
