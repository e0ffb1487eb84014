import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import type { FaqCopy, FaqGroup } from "@/content/en/faq";
import { en } from "@/content/en";
import { FaqSection } from "@/components/home/faq-section";
import { faqDisclosure, faqQuestion } from "./faq-question";

const faqColumns: FaqCopy["columns"] = en.faq.columns;
const faqItems = faqColumns.flat().flatMap((group) => group.items);

function isOpen(name: string) {
  return faqDisclosure(name).open;
}

function questionAt(column: number, index: number) {
  const item = faqColumns[column]?.flatMap((group: FaqGroup) => group.items)[
    index
  ];
  if (!item) throw new Error(`No FAQ item ${index} in column ${column}`);
  return item.question;
}

describe("FaqSection", () => {
  it("keeps one answer open in each column independently", async () => {
    const user = userEvent.setup();
    render(<FaqSection language="en" />);
    const leftFirst = questionAt(0, 0);
    const leftSecond = questionAt(0, 1);
    const rightFirst = questionAt(1, 0);

    await user.click(faqQuestion(leftFirst));
    await user.click(faqQuestion(rightFirst));
    expect([isOpen(leftFirst), isOpen(rightFirst)]).toEqual([true, true]);

    await user.click(faqQuestion(leftSecond));
    await waitFor(() => expect(isOpen(leftFirst)).toBe(false));
    expect([isOpen(leftSecond), isOpen(rightFirst)]).toEqual([true, true]);
  });

  it("keeps one answer open per column across its groups", async () => {
    const user = userEvent.setup();
    render(<FaqSection language="en" />);
    const [firstGroup, secondGroup] = faqColumns[0];
    const first = firstGroup?.items[0]?.question ?? "";
    const later = secondGroup?.items[0]?.question ?? "";

    await user.click(faqQuestion(first));
    await user.click(faqQuestion(later));
    await waitFor(() => expect(isOpen(first)).toBe(false));
    expect(isOpen(later)).toBe(true);
  });

  it("names the section with its heading, each group at level 3 and each question at level 4", () => {
    render(<FaqSection language="en" />);
    expect(
      screen.getByRole("region", { name: "Questions, answered." }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent),
    ).toEqual(faqColumns.flat().map((group) => group.title));
    expect(screen.getAllByRole("heading", { level: 4 })).toHaveLength(
      faqItems.length,
    );
  });
});
