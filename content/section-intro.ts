/** What opens a section: its eyebrow, its h2 and the line under it. */
export type SectionIntro = {
  eyebrow?: string;
  title: string;
  description?: string;
};
