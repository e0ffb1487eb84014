import type { LucideIcon } from "lucide-react";

/**
 * Draws each icon once, for a section that repeats it (a badge strip, a column of questions): every
 * copy is then a <SpriteIcon> of a few bytes, in the HTML and in the payload that hydrates it.
 * Ids are the page's, so one section owns each.
 */
export function IconSprite({ icons }: { icons: Record<string, LucideIcon> }) {
  return (
    <svg aria-hidden="true" className="absolute size-0 overflow-hidden">
      {Object.entries(icons).map(([id, Icon]) => (
        <symbol key={id} id={id} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/** A copy of an icon drawn by an <IconSprite>, decorative, sized and coloured by its class. */
export function SpriteIcon({
  id,
  className,
}: {
  id: string;
  className: string;
}) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#${id}`} />
    </svg>
  );
}
