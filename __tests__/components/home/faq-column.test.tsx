import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { type FaqColumnGroup, FaqColumn } from "@/components/home/faq-column";

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

function question(name: string) {
  return screen.getByRole("button", { name });
}

describe("FaqColumn", () => {
  it("starts with every answer closed", () => {
    render(<FaqColumn groups={groups} toggleIconId="faq-toggle" />);
    for (const item of items) {
      expect(question(item.question)).toHaveAttribute("aria-expanded", "false");
    }
  });

  it("opens an answer on click and closes it on a second click", async () => {
    const user = userEvent.setup();
    render(<FaqColumn groups={groups} toggleIconId="faq-toggle" />);
    await user.click(question("First question"));
    expect(question("First question")).toHaveAttribute("aria-expanded", "true");
    await user.click(question("First question"));
    expect(question("First question")).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  it("closes the open answer when another question in the column is opened", async () => {
    const user = userEvent.setup();
    render(<FaqColumn groups={groups} toggleIconId="faq-toggle" />);
    await user.click(question("First question"));
    await user.click(question("Second question"));
    expect(question("First question")).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(question("Second question")).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  it("points each question at the answer it controls, labelled by the question", async () => {
    const user = userEvent.setup();
    render(<FaqColumn groups={groups} toggleIconId="faq-toggle" />);
    const button = question("Second question");
    const answer = document.getElementById(
      button.getAttribute("aria-controls") ?? "",
    );
    expect(answer).toHaveTextContent("Second answer");
    await user.click(button);
    expect(screen.getByRole("region", { name: "Second question" })).toBe(
      answer,
    );
  });

  it("opens with Enter and Space on the focused question", async () => {
    const user = userEvent.setup();
    render(<FaqColumn groups={groups} toggleIconId="faq-toggle" />);
    await user.tab();
    expect(question("First question")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(question("First question")).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    await user.keyboard(" ");
    expect(question("Second question")).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(question("First question")).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  it("keeps one answer open across the column's groups", async () => {
    const user = userEvent.setup();
    render(<FaqColumn groups={groups} toggleIconId="faq-toggle" />);
    await user.click(question("First question"));
    await user.click(question("Third question"));
    expect(question("First question")).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(question("Third question")).toHaveAttribute("aria-expanded", "true");
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
