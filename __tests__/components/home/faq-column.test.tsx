import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import type { FaqItem } from "@/content/faq";
import { FaqColumn } from "@/components/home/faq-column";

const items: FaqItem[] = [
  { question: "First question", answer: "First answer" },
  { question: "Second question", answer: "Second answer" },
  {
    question: "Third question",
    answer: "Third answer",
    link: { href: "/token", label: "See the token" },
  },
];

function question(name: string) {
  return screen.getByRole("button", { name });
}

describe("FaqColumn", () => {
  it("starts with every answer closed", () => {
    render(<FaqColumn items={items} />);
    for (const item of items) {
      expect(question(item.question)).toHaveAttribute("aria-expanded", "false");
    }
  });

  it("opens an answer on click and closes it on a second click", async () => {
    const user = userEvent.setup();
    render(<FaqColumn items={items} />);
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
    render(<FaqColumn items={items} />);
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
    render(<FaqColumn items={items} />);
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
    render(<FaqColumn items={items} />);
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

  it("renders an answer's link", () => {
    render(<FaqColumn items={items} />);
    expect(
      screen.getByRole("link", { name: "See the token", hidden: true }),
    ).toHaveAttribute("href", "/token");
  });
});
