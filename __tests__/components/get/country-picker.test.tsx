import { useState } from "react";
import {
  act,
  createEvent,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import {
  countries,
  DEFAULT_COUNTRY_CODE,
  requireCountry,
} from "@/content/countries";
import { findCountry } from "@/lib/country-search";
import { CountryPicker } from "@/components/get/country-picker";
import { EnglishFlowCopy } from "./english-flow-copy";

const defaultCountry = requireCountry(countries, DEFAULT_COUNTRY_CODE);

function PickerWithState() {
  const [code, setCode] = useState(defaultCountry.code);
  return (
    <CountryPicker
      countries={countries}
      selected={findCountry(countries, code) ?? defaultCountry}
      onSelect={setCode}
    />
  );
}

function renderPicker() {
  return render(<PickerWithState />, { wrapper: EnglishFlowCopy });
}

/** A finger's press, which moves no focus: jsdom has no PointerEvent to say it is a touch. */
function touchDown(target: Element) {
  const event = createEvent.pointerDown(target);
  Object.defineProperty(event, "pointerType", { value: "touch" });
  fireEvent(target, event);
}

beforeAll(() => {
  // jsdom does no layout, so it lacks scrollIntoView, which the picker calls on opening.
  Element.prototype.scrollIntoView = jest.fn();
});

describe("CountryPicker", () => {
  it("picks a country with the keyboard and announces it", async () => {
    const user = userEvent.setup({ delay: null });
    renderPicker();
    const trigger = screen.getByRole("button", {
      name: "Country calling code: United States +1",
    });
    await user.click(trigger);
    const search = screen.getByRole("combobox", { name: "Search countries" });
    expect(search).toHaveFocus();
    // A phone keyboard's Enter key picks too, rather than moving on to the next field.
    expect(search).toHaveAttribute("enterkeyhint", "done");
    await user.type(search, "germ");
    const list = screen.getByRole("listbox");
    expect(within(list).getAllByRole("option")).toHaveLength(1);
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Country calling code: Germany +49" }),
    ).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Germany, +49, selected",
    );
  });

  it("announces a country it follows from outside, as one picked, but not the one it first draws", () => {
    const pickerWith = (code: string) => (
      <CountryPicker
        countries={countries}
        selected={requireCountry(countries, code)}
        onSelect={() => {}}
      />
    );
    // As step 2 draws a country restored from storage, then one a typed number names.
    const { rerender } = render(pickerWith("FR"), { wrapper: EnglishFlowCopy });
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    rerender(pickerWith("DE"));
    expect(screen.getByRole("status")).toHaveTextContent(
      "Germany, +49, selected",
    );
  });

  it("announces that no country matches the search", async () => {
    const user = userEvent.setup({ delay: null });
    renderPicker();
    await user.click(
      screen.getByRole("button", { name: /country calling code/i }),
    );
    const announcements = screen.getAllByRole("status");
    await user.type(screen.getByRole("combobox"), "zzzz");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    // The region was there before the words arrived, so a screen reader reads them.
    expect(
      announcements.find((region) =>
        region.textContent?.includes("No country matches"),
      ),
    ).toBeDefined();
  });

  it("moves the active option with the arrow keys", async () => {
    const user = userEvent.setup({ delay: null });
    renderPicker();
    await user.click(
      screen.getByRole("button", { name: /country calling code/i }),
    );
    const search = screen.getByRole("combobox");
    await user.type(search, "+1");
    const options = screen.getAllByRole("option");
    expect(search).toHaveAttribute("aria-activedescendant", options[0]?.id);
    await user.keyboard("{ArrowDown}");
    expect(search).toHaveAttribute("aria-activedescendant", options[1]?.id);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(search).toHaveAttribute("aria-activedescendant", options[0]?.id);
  });

  it("highlights the option under the mouse and picks it on a click, the search keeping focus while pressed", async () => {
    const user = userEvent.setup({ delay: null });
    renderPicker();
    await user.click(
      screen.getByRole("button", { name: /country calling code/i }),
    );
    const search = screen.getByRole("combobox");
    await user.type(search, "an");
    const france = screen.getByRole("option", { name: /France/ });
    await user.hover(france);
    expect(search).toHaveAttribute("aria-activedescendant", france.id);
    expect(france).toHaveAttribute("aria-selected", "true");
    await user.pointer({ keys: "[MouseLeft>]", target: france });
    expect(search).toHaveFocus();
    await user.pointer({ keys: "[/MouseLeft]", target: france });
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Country calling code: France +33" }),
    ).toHaveFocus();
  });

  it("closes on Escape and returns focus without changing the country", async () => {
    const user = userEvent.setup({ delay: null });
    renderPicker();
    const trigger = screen.getByRole("button", {
      name: /country calling code/i,
    });
    await user.click(trigger);
    await user.keyboard("jam{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAccessibleName(
      "Country calling code: United States +1",
    );
  });

  it("leaves an input method's keys to it: Safari's confirming Enter and a composing Escape", async () => {
    const user = userEvent.setup({ delay: null });
    renderPicker();
    const trigger = screen.getByRole("button", {
      name: /country calling code/i,
    });
    await user.click(trigger);
    const search = screen.getByRole("combobox");
    await user.type(search, "ja");
    const options = screen.getAllByRole("option");
    // Safari: the composition has ended when the Enter that confirmed it arrives.
    fireEvent.keyDown(search, { key: "Enter", keyCode: 229 });
    fireEvent.keyDown(search, { key: "ArrowDown", isComposing: true });
    fireEvent.keyDown(search, { key: "Escape", isComposing: true });
    expect(screen.getByRole("listbox")).toBeInTheDocument();
    expect(search).toHaveAttribute("aria-activedescendant", options[0]?.id);
    expect(trigger).toHaveAccessibleName(
      "Country calling code: United States +1",
    );
  });

  it("fetches, while idle and closed, the flags the list opens on: those around the chosen country", async () => {
    const user = userEvent.setup({ delay: null });
    const preloadedFlags = () =>
      [
        ...document.head.querySelectorAll<HTMLLinkElement>(
          "link[rel=preload][as=image]",
        ),
      ].map((link) => /([A-Z]{2})\.svg$/.exec(link.href)?.[1]);
    renderPicker();
    await waitFor(() =>
      expect(preloadedFlags()).toEqual(
        expect.arrayContaining(["UG", "UA", "AE", "GB", "US", "UY", "UZ"]),
      ),
    );
    expect(preloadedFlags()).not.toContain("BR");

    await user.click(
      screen.getByRole("button", { name: /country calling code/i }),
    );
    await user.keyboard("brazil{Enter}");
    await waitFor(() =>
      expect(preloadedFlags()).toEqual(
        expect.arrayContaining(["BN", "BR", "BW"]),
      ),
    );
  });

  it("builds the list a few rows at each idle moment, hidden from everyone until it opens, and keeps it", async () => {
    // jsdom has no requestIdleCallback: each idle moment is the first task after the last one.
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({
        delay: null,
        advanceTimers: jest.advanceTimersByTime,
      });
      renderPicker();
      for (
        let moment = 0;
        moment < 10 && !screen.queryByText("Germany");
        moment++
      )
        act(() => jest.runOnlyPendingTimers());
      const germany = screen.getByRole("option", {
        name: /Germany/,
        hidden: true,
      });
      expect(screen.queryByText("Zimbabwe")).not.toBeInTheDocument();
      expect(screen.queryAllByRole("option")).toHaveLength(0);
      const trigger = screen.getByRole("button", {
        name: /country calling code/i,
      });
      expect(trigger).toHaveAttribute("aria-expanded", "false");
      await user.click(trigger);
      expect(screen.getByRole("option", { name: /Germany/ })).toBe(germany);
      // Opened before the idle moments built every row, it built the rest, and closing keeps them.
      await user.keyboard("{Escape}");
      act(() => jest.runOnlyPendingTimers());
      expect(
        screen.getByRole("option", { name: /Zimbabwe/, hidden: true }),
      ).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("keeps the rows a search leaves out, none of them active, and shows them all again once cleared", async () => {
    const user = userEvent.setup({ delay: null });
    renderPicker();
    await user.click(
      screen.getByRole("button", { name: /country calling code/i }),
    );
    const germany = screen.getByRole("option", { name: /Germany/ });
    const search = screen.getByRole("combobox");
    await user.type(search, "zzzz");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(search).not.toHaveAttribute("aria-activedescendant");
    expect(
      screen
        .getAllByRole("option", { hidden: true })
        .filter((option) => option.getAttribute("aria-selected") === "true"),
    ).toHaveLength(0);
    await user.clear(search);
    expect(screen.getAllByRole("option")).toHaveLength(countries.length);
    expect(screen.getByRole("option", { name: /Germany/ })).toBe(germany);
  });

  it("opens with an empty search and every country, whether reopened at once or after a pause", async () => {
    const user = userEvent.setup({ delay: null });
    renderPicker();
    const trigger = screen.getByRole("button", {
      name: /country calling code/i,
    });
    await user.click(trigger);
    await user.keyboard("germ{Escape}");
    await user.click(trigger);
    expect(screen.getByRole("combobox")).toHaveValue("");
    expect(screen.getAllByRole("option")).toHaveLength(countries.length);
    await user.keyboard("jam{Escape}");
    // Cleared behind the closed list once the browser is idle.
    await waitFor(() =>
      expect(screen.getByRole("combobox", { hidden: true })).toHaveValue(""),
    );
    await user.click(trigger);
    expect(screen.getAllByRole("option")).toHaveLength(countries.length);
  });

  it("opens by keyboard with the search focused after a tap outside closed it", async () => {
    const user = userEvent.setup({ delay: null });
    renderPicker();
    const trigger = screen.getByRole("button", {
      name: /country calling code/i,
    });
    // A touch screen: a finger opens the list (the search is left alone, so the on-screen keyboard
    // stays down) and a tap beside it closes it, neither moving focus, as in Safari on an iPhone;
    // then a keyboard opens it again.
    touchDown(trigger);
    fireEvent.click(trigger);
    expect(screen.getByRole("combobox")).not.toHaveFocus();
    touchDown(document.body);
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    trigger.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("combobox")).toHaveFocus();
  });
});
