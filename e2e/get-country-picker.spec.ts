import type { Locator } from "@playwright/test";

import { countries } from "../content/countries";
import { expect, PHONE_TOO, test } from "./fixtures";
import {
  countryTrigger,
  goToStep2,
  heading,
  openCountrySearch,
  press,
} from "./get-helpers";
import { inputMethod } from "./input-method";

// A network on which each flag takes this long: long enough that a flag fetched only when the list
// opens is seen missing.
const SLOW_FLAG_MS = 2000;

/** The rows the open list shows whose flag is not drawn yet, by country code. */
function rowsInViewWithoutFlag(list: HTMLElement) {
  const view = list.getBoundingClientRect();
  return [...list.querySelectorAll<HTMLElement>("[role=option]")]
    .filter((row) => {
      const box = row.getBoundingClientRect();
      return box.height > 0 && box.bottom > view.top && box.top < view.bottom;
    })
    .filter((row) => {
      const flag = row.querySelector("img");
      return !flag?.complete || flag.naturalWidth === 0;
    })
    .map((row) => row.textContent);
}

test.describe("country picker", () => {
  test("starts on the United States with a US example number", async ({
    page,
  }) => {
    await goToStep2(page);
    await expect(countryTrigger(page)).toHaveAccessibleName(
      "Country calling code: United States +1",
    );
    await expect(page.getByLabel("Phone number")).toHaveAttribute(
      "placeholder",
      "(201) 555-0123",
    );
  });

  test("on a slow network, opens with the flags around the chosen country already drawn", async ({
    page,
  }) => {
    const fetched = new Set<string>();
    page.on("requestfinished", (request) => {
      const flag = /\/flags\/(\w+)\.svg$/.exec(request.url());
      if (flag) fetched.add(flag[1]!);
    });
    await page.route("**/flags/*.svg", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_FLAG_MS));
      await route.continue();
    });
    await goToStep2(page);
    // The visitor reads the form before opening the list: the page is idle meanwhile. The open
    // list shows about five rows, centred on the chosen country.
    const chosen = countries.findIndex(({ code }) => code === "US");
    const around = countries
      .slice(chosen - 3, chosen + 4)
      .map(({ code }) => code);
    await expect
      .poll(() => around.filter((code) => !fetched.has(code)))
      .toEqual([]);

    await countryTrigger(page).click();
    await expect
      .poll(() => page.getByRole("listbox").evaluate(rowsInViewWithoutFlag), {
        timeout: SLOW_FLAG_MS / 4,
      })
      .toEqual([]);
  });

  test(
    "filters as you type and picks Germany by touch or click, showing +49",
    PHONE_TOO,
    async ({ page }, testInfo) => {
      await goToStep2(page);
      await press(countryTrigger(page), testInfo);
      const search = page.getByRole("combobox", { name: "Search countries" });
      // A tap leaves focus on the button, so no on-screen keyboard covers the list.
      await expect(
        testInfo.project.use.hasTouch ? countryTrigger(page) : search,
      ).toBeFocused();
      await search.fill("ger");
      const options = page.getByRole("listbox").getByRole("option");
      await expect(options.first()).toContainText("Germany");
      await expect(options).toHaveCount(4);
      await search.fill("+49");
      await expect(options).toHaveCount(1);
      await search.fill("de");
      await press(options.filter({ hasText: "Germany" }), testInfo);

      await expect(page.getByRole("listbox")).toHaveCount(0);
      await expect(countryTrigger(page)).toContainText("+49");
      await expect(countryTrigger(page)).toHaveAccessibleName(
        "Country calling code: Germany +49",
      );
      await expect(
        page.getByRole("status").filter({ hasText: "Germany, +49, selected" }),
      ).toBeAttached();
      await expect(page.getByLabel("Phone number")).toHaveAttribute(
        "placeholder",
        "01512 3456789",
      );
    },
  );

  test(
    "opens with the chosen country whole, in the middle of the list, every time",
    PHONE_TOO,
    async ({ page }, testInfo) => {
      await goToStep2(page);
      const list = page.getByRole("listbox");
      /** How far the option's middle is from the list's, in pixels. */
      async function offCentre(name: string) {
        const option = list.getByRole("option", { name, exact: false });
        const [listBox, optionBox] = await Promise.all([
          list.boundingBox(),
          option.boundingBox(),
        ]);
        if (!listBox || !optionBox) return Infinity;
        return Math.abs(
          optionBox.y + optionBox.height / 2 - (listBox.y + listBox.height / 2),
        );
      }
      // At once, perhaps before the page had a spare moment to build the rows, and again after.
      await press(countryTrigger(page), testInfo);
      await expect.poll(() => offCentre("United States")).toBeLessThan(22);
      await page.getByRole("combobox").fill("germany");
      await press(list.getByRole("option", { name: /Germany/ }), testInfo);
      await press(countryTrigger(page), testInfo);
      await expect.poll(() => offCentre("Germany")).toBeLessThan(22);
    },
  );

  test(
    "a tap or click outside closes the list without changing the country",
    PHONE_TOO,
    async ({ page }, testInfo) => {
      await goToStep2(page);
      await press(countryTrigger(page), testInfo);
      await expect(page.getByRole("listbox")).toBeVisible();
      await press(heading(page, "Personal information"), testInfo);
      await expect(page.getByRole("listbox")).toHaveCount(0);
      await expect(countryTrigger(page)).toContainText("+1");
    },
  );

  test("shows every country's whole name at 320 px, a long one on two lines or three", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await goToStep2(page);
    await (await openCountrySearch(page)).fill("rep");
    const options = page.getByRole("listbox").getByRole("option");
    await expect(
      options.filter({ hasText: "Central African Republic" }),
    ).toBeVisible();
    // A name cut short ends in an ellipsis: its text runs wider than the box that shows it.
    const cut = await options.evaluateAll((rows) =>
      rows
        .flatMap((row) => [...row.querySelectorAll("span")])
        .filter((name) => name.scrollWidth > name.clientWidth + 1)
        .map((name) => name.textContent),
    );
    expect(cut).toEqual([]);
  });

  test("shows flags from static SVG files and scrolls a list limited in height, its scrollbar in the panel's colours", async ({
    page,
  }) => {
    await goToStep2(page);
    await countryTrigger(page).click();
    const list = page.getByRole("listbox");
    const box = await list.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(240);
    // Its scrollbar is drawn in the panel's faint line colour, not the system's (white in Firefox
    // on Linux).
    await expect(list).toHaveCSS(
      "scrollbar-color",
      "rgba(255, 255, 255, 0.16) rgba(0, 0, 0, 0)",
    );
    await expect(list.getByRole("option")).toHaveCount(195);
    const flag = await page.request.get("/flags/JM.svg");
    expect(flag.headers()["content-type"]).toContain("image/svg+xml");
    await page.getByRole("combobox").fill("jamaica");
    await expect(list.getByRole("option")).toHaveText(/Jamaica\s*JM\s*\+1 876/);
  });

  test("a dial code typed lists the countries whose whole code it is first, and Enter picks one of them", async ({
    page,
  }) => {
    await goToStep2(page);
    await (await openCountrySearch(page)).fill("+1");
    await expect(page.getByRole("option").nth(0)).toHaveText(/\+1$/);
    await page.keyboard.press("Enter");
    await expect(countryTrigger(page)).toHaveText(/\+1$/);
  });

  test("a country is found by another name it goes by: UK picks the United Kingdom, not Ukraine", async ({
    page,
  }) => {
    await goToStep2(page);
    const search = await openCountrySearch(page);
    const options = page.getByRole("option");
    await search.fill("Holland");
    await expect(options).toHaveText([/Netherlands/]);
    await search.fill("UK");
    await expect(options).toHaveText([/United Kingdom/, /Ukraine/]);
    await page.keyboard.press("Enter");
    await expect(countryTrigger(page)).toHaveAccessibleName(
      "Country calling code: United Kingdom +44",
    );
  });

  test("arrow keys move the active option and Escape closes, returning focus", async ({
    page,
  }) => {
    await goToStep2(page);
    const search = await openCountrySearch(page);
    await search.fill("united");
    const options = page.getByRole("option");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(search).toHaveAttribute(
      "aria-activedescendant",
      (await options.nth(1).getAttribute("id")) ?? "",
    );
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await expect(countryTrigger(page)).toBeFocused();
    await expect(countryTrigger(page)).toContainText("+1");
  });

  test("keys an input method composes with are its own: Enter confirms the text and picks nothing, Escape drops it and keeps the list", async ({
    page,
  }) => {
    await goToStep2(page);
    const search = await openCountrySearch(page);
    const options = page.getByRole("option");
    const ime = await inputMethod(page);

    await ime.compose("ja");
    await ime.pressWhileComposing("ArrowDown");
    await ime.confirm();
    await expect(search).toBeFocused();
    await expect(search).toHaveValue("ja");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(countryTrigger(page)).toHaveAccessibleName(
      "Country calling code: United States +1",
    );

    await ime.compose("pa");
    await ime.cancel();
    await expect(search).toBeFocused();
    await expect(search).toHaveValue("ja");
    await expect(page.getByRole("listbox")).toBeVisible();

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(countryTrigger(page)).toHaveAccessibleName(
      "Country calling code: Japan +81",
    );
  });

  test("with forced colours (a contrast theme) the active option and a focused control are outlined", async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: "active" });
    await goToStep2(page);
    const outline = (locator: Locator) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
    // The focus ring and the active row's highlight are shadows and a background, which forced
    // colours drop.
    await countryTrigger(page).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    const active = page.locator("[role=option][aria-selected=true]");
    await expect.poll(() => outline(active)).toBe("solid 2px");
    await page.keyboard.press("Escape");
    await expect(countryTrigger(page)).toBeFocused();
    await expect.poll(() => outline(countryTrigger(page))).toBe("solid 2px");
  });

  test("Tab from the search box moves on to the phone number, past the list", async ({
    page,
  }) => {
    await goToStep2(page);
    await (await openCountrySearch(page)).fill("united");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Phone number")).toBeFocused();
  });
});
