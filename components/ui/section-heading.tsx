import type { SectionIntro } from "@/content/section-intro";
import { cn } from "@/lib/utils";

type SectionHeadingProps = SectionIntro & {
  id: string;
  align?: "start" | "center";
};

const alignments = {
  start: "text-left",
  center: "mx-auto text-center",
} satisfies Record<NonNullable<SectionHeadingProps["align"]>, string>;

/** A section's h2 with an optional eyebrow and lede; `id` is what the section's aria-labelledby points at. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = "start",
}: SectionHeadingProps) {
  return (
    <div className={cn("keeps-with-next max-w-2xl", alignments[align])}>
      {eyebrow && (
        <p className="text-accent-lilac tracking-eyebrow text-sm font-semibold uppercase">
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className="text-title mt-3 font-semibold text-balance max-[15rem]:text-2xl"
      >
        {title}
      </h2>
      {description && (
        <p className="text-fg-muted mt-4 text-base leading-relaxed text-pretty sm:text-lg">
          {description}
        </p>
      )}
    </div>
  );
}
