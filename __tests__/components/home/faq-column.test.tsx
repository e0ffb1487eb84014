import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { type FaqColumnGroup, FaqColumn } from "@/components/home/faq-column";
import { faqDisclosure, faqQuestion } from "./faq-question";

const groups: FaqColumnGroup[] = [
  {
    title: "First group",
    items: [
      { question: "First question", answer: "First answer" },
      { question: "Second question", answer: "Second answer" },
    ],
  },
  {
    title: "Second group",
    items: [
      {
        question: "Third question",
        answer: "Third answer",
        link: { href: "/token", label: "See the token" },
      },
    ],
  },
];
const items = groups.flatMap((group) => group.items);

/** Which questions are open, in the order they appear. */
function openQuestions() {
  return items
    .map((item) => item.question)
    .filter((name) => faqDisclosure(name).open);
}

describe("FaqColumn", () => {
  it("starts with every answer closed, each in the disclosure its question opens", () => {
    render(<FaqColumn groups={groups} toggleIconId="faq-toggle" />);
    expect(openQuestions()).toEqual([]);
    for (const item of items) {
      expect(faqDisclosure(item.question)).toHaveTextContent(item.answer);
    }
  });

  it("names every question of the column alike, so that the browser opens one at a time", () => {
    render(<FaqColumn groups={groups} toggleIconId="faq-toggle" />);
    const names = new Set(
      items.map((item) => faqDisclosure(item.question).getAttribute("name")),
    );
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
  });

  it("opens an answer on click and closes it on a second click", async () => {
    const user = userEvent.setup();
    render(<FaqColumn groups={groups} toggleIconId="faq-toggle" />);
    await user.click(faqQuestion("First question"));
    expect(openQuestions()).toEqual(["First question"]);
    await user.click(faqQuestion("First question"));
    expect(openQuestions()).toEqual([]);
  });

  it("closes the open answer when another question in the column is opened, across its groups", async () => {
    const user = userEvent.setup();
    render(<FaqColumn groups={groups} toggleIconId="faq-toggle" />);
    await user.click(faqQuestion("First question"));
    await user.click(faqQuestion("Second question"));
    await waitFor(() => expect(openQuestions()).toEqual(["Second question"]));
    await user.click(faqQuestion("Third question"));
    await waitFor(() => expect(openQuestions()).toEqual(["Third question"]));
  });

  it("heads each group at level 3 and each question at level 4", () => {
    render(<FaqColumn groups={groups} toggleIconId="faq-toggle" />);
    expect(
      screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent),
    ).toEqual(["First group", "Second group"]);
    expect(screen.getAllByRole("heading", { level: 4 })).toHaveLength(
      items.length,
    );
  });

  it("renders an answer's link", () => {
    render(<FaqColumn groups={groups} toggleIconId="faq-toggle" />);
    expect(
      screen.getByRole("link", { name: "See the token", hidden: true }),
    ).toHaveAttribute("href", "/token");
  });
});
