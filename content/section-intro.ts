/** What opens a section: its eyebrow, its h2 and the line under it. */
export type SectionIntro = {
  eyebrow?: string;
  title: string;
  description?: string;
};

/** A headline in two parts: the highlight is drawn in the accent gradient. */
export type TitleParts = { lead: string; highlight: string };

/** The headline as one line, as the page title and the sharing image's alt text read it. */
export function joinTitle({ lead, highlight }: TitleParts) {
  return `${lead} ${highlight}`;
}
