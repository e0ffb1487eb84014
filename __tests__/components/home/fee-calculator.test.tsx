import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { en } from "@/content/en";
import { feeCalculatorStart } from "@/lib/fee-calculator-start";
import { ANNOUNCEMENT_HOLD_MS } from "@/hooks/use-announcement";
import { FeeCalculator } from "@/components/home/fee-calculator";
import { schedule } from "../../lib/fee-schedule-fixture";

const feeCalculatorCopy = en.fees.calculator;

// Written where the page is built, as the section does.
function startIn(tag: string) {
  return feeCalculatorStart({
    tag,
    schedule,
    amount: "100",
    quickPicksUsd: [50, 100, 500],
  });
}

function renderCalculator(tag = "en", start = startIn(tag)) {
  render(
    <FeeCalculator
      tag={tag}
      schedule={schedule}
      copy={feeCalculatorCopy}
      start={start}
    />,
  );
  return {
    amount: screen.getByRole("textbox", {
      name: feeCalculatorCopy.amountLabel,
    }),
    result: screen.getByRole("group", { name: feeCalculatorCopy.resultLabel }),
    // What a screen reader is told of the result, apart from reading the page.
    announcement: screen.getByRole("status"),
    firstCard: screen.getByRole("switch", {
      name: feeCalculatorCopy.firstCardLabel,
    }),
  };
}

describe("FeeCalculator", () => {
  it("starts on the worked example: a first card's $100 top-up lands $87.00", () => {
    const { result, firstCard } = renderCalculator();
    expect(firstCard).toBeChecked();
    expect(result).toHaveTextContent("Lands on your card $87.00");
    expect(result).toHaveTextContent("Issuance fee, first card only −$10.00");
    expect(
      screen.getByRole("button", { name: "$100", pressed: true }),
    ).toBeInTheDocument();
  });

  it("formats no number in the browser until the visitor changes the example", async () => {
    const user = userEvent.setup();
    const start = startIn("es");
    // A browser loads its locale data on the first number it formats: a long task in hydration.
    // Every sum the calculator writes goes through formatToParts (for its typographic minus).
    const formatToParts = jest.spyOn(
      Intl.NumberFormat.prototype,
      "formatToParts",
    );
    try {
      const { amount, result } = renderCalculator("es", start);
      expect(result).toHaveTextContent("Lands on your card 87,00 US$");
      expect(
        screen.getByRole("button", { name: "500\u00a0US$" }),
      ).toBeVisible();
      expect(formatToParts).not.toHaveBeenCalled();

      await user.type(amount, "0");
      expect(result).toHaveTextContent("You top up 1000,00 US$");
      expect(formatToParts).toHaveBeenCalled();
    } finally {
      formatToParts.mockRestore();
    }
  });

  it("quotes what is typed, and un-presses the quick pick it no longer matches", async () => {
    const user = userEvent.setup();
    const { amount, result } = renderCalculator();
    await user.clear(amount);
    await user.type(amount, "$1,250.50");
    expect(result).toHaveTextContent("Top-up fee (3%) −$37.52");
    expect(result).toHaveTextContent("Lands on your card $1,202.98");
    expect(
      screen.queryByRole("button", { pressed: true }),
    ).not.toBeInTheDocument();
  });

  it("a quick pick fills the amount and shows as pressed", async () => {
    const user = userEvent.setup();
    const { amount, result } = renderCalculator();
    await user.click(screen.getByRole("button", { name: "$500" }));
    expect(amount).toHaveValue("500");
    expect(screen.getByRole("button", { name: "$500" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByRole("button", { name: "$100" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(result).toHaveTextContent("Lands on your card $475.00");
  });

  it("turning the first-card switch off drops the issuance fee", async () => {
    const user = userEvent.setup();
    const { firstCard, result } = renderCalculator();
    await user.click(firstCard);
    expect(firstCard).not.toBeChecked();
    expect(result).not.toHaveTextContent("Issuance fee");
    expect(result).toHaveTextContent("Lands on your card $97.00");
  });

  it("says so plainly below the minimum instead of quoting", async () => {
    const user = userEvent.setup();
    const { amount, result } = renderCalculator();
    await user.clear(amount);
    await user.type(amount, "9.99");
    expect(result).toHaveTextContent(feeCalculatorCopy.belowMinimum);
    expect(result).not.toHaveTextContent("Lands on your card");
  });

  it("shows nothing landing, never a negative balance, when a first card's fees take it all", async () => {
    const user = userEvent.setup();
    const { amount, result } = renderCalculator();
    await user.clear(amount);
    await user.type(amount, "10");
    expect(result).toHaveTextContent("Lands on your card $0.00");
    expect(result).toHaveTextContent(feeCalculatorCopy.feesTakeItAll);
  });

  it("asks for an amount in dollars when the text cannot be read as one", async () => {
    const user = userEvent.setup();
    const { amount, result } = renderCalculator();
    await user.clear(amount);
    expect(result).toHaveTextContent(feeCalculatorCopy.empty);
    await user.type(amount, "1.2.5");
    expect(result).toHaveTextContent(feeCalculatorCopy.invalid);
  });

  it("marks the field in error, described by the message, while the amount gives no quote", async () => {
    const user = userEvent.setup();
    const { amount } = renderCalculator();
    expect(amount).not.toHaveAttribute("aria-invalid");
    await user.clear(amount);
    expect(amount).not.toHaveAttribute("aria-invalid");
    await user.type(amount, "abc");
    expect(amount).toHaveAttribute("aria-invalid", "true");
    expect(amount).toHaveAccessibleDescription(feeCalculatorCopy.invalid);
    await user.clear(amount);
    await user.type(amount, "5");
    expect(amount).toHaveAccessibleDescription(feeCalculatorCopy.belowMinimum);
    await user.type(amount, "0");
    expect(amount).not.toHaveAttribute("aria-invalid");
    expect(amount).toHaveAccessibleDescription("");
  });

  it("reads and writes amounts as the page's language does", async () => {
    const user = userEvent.setup();
    const { amount, result } = renderCalculator("es");
    expect(
      screen.getByRole("button", { name: "50\u00a0US$" }),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, "1.250,50");
    // 1250.50 − 3 % (37.52, rounded up) − 10.00 issuance
    expect(result).toHaveTextContent("Lands on your card 1202,98 US$");
  });

  describe("what a screen reader is told", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    // Keystrokes with no time between them: the clock moves only when a test moves it.
    const typist = () => userEvent.setup({ delay: null });

    it("nothing while the page loads: the quote is read with the page", () => {
      const { announcement } = renderCalculator();
      act(() => jest.runAllTimers());
      expect(announcement).toBeEmptyDOMElement();
    });

    it("the quote once, when the amount has stood still for a second, not at every keystroke", async () => {
      const user = typist();
      const { amount, announcement } = renderCalculator();
      await user.clear(amount);
      await user.type(amount, "12");
      act(() => jest.advanceTimersByTime(900));
      await user.type(amount, "50");
      act(() => jest.advanceTimersByTime(900));
      expect(announcement).toBeEmptyDOMElement();

      act(() => jest.advanceTimersByTime(100));
      expect(announcement).toHaveTextContent("You top up $1,250.00");
      expect(announcement).toHaveTextContent("Lands on your card $1,202.50");

      // The next keystroke takes it back until the amount stands still again.
      await user.type(amount, "0");
      expect(announcement).toBeEmptyDOMElement();
      act(() => jest.advanceTimersByTime(1000));
      expect(announcement).toHaveTextContent("You top up $12,500.00");
    });

    it("a quick pick's or the switch's quote as soon as it is pressed", async () => {
      const user = typist();
      const { firstCard, announcement } = renderCalculator();
      await user.click(screen.getByRole("button", { name: "$500" }));
      expect(announcement).toHaveTextContent("Lands on your card $475.00");

      await user.click(firstCard);
      expect(announcement).toHaveTextContent("Lands on your card $485.00");
      expect(announcement).not.toHaveTextContent("Issuance fee");
    });

    it("then nothing again once it has been read out: browsing the page meets the quote once", async () => {
      const user = typist();
      const { result, announcement } = renderCalculator();
      await user.click(screen.getByRole("button", { name: "$500" }));
      act(() => jest.advanceTimersByTime(ANNOUNCEMENT_HOLD_MS - 1));
      expect(announcement).toHaveTextContent("Lands on your card $475.00");

      act(() => jest.advanceTimersByTime(1));
      expect(announcement).toBeEmptyDOMElement();
      expect(result).toHaveTextContent("Lands on your card $475.00");

      // A press in the meantime holds its own quote as long.
      await user.click(screen.getByRole("button", { name: "$50" }));
      act(() => jest.advanceTimersByTime(ANNOUNCEMENT_HOLD_MS / 2));
      await user.click(screen.getByRole("button", { name: "$100" }));
      act(() => jest.advanceTimersByTime(ANNOUNCEMENT_HOLD_MS - 1));
      expect(announcement).toHaveTextContent("Lands on your card $87.00");
      act(() => jest.advanceTimersByTime(1));
      expect(announcement).toBeEmptyDOMElement();
    });
  });
});
