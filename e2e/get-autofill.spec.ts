import type { Locator, Page } from "@playwright/test";
import { PNG } from "pngjs";

import { brandColors, rgbChannels } from "../lib/brand";
import {
  chromiumExecutable,
  TEST_CHROMIUM_ARGS,
} from "../scripts/chromium-executable";
import { computedRgb } from "./computed-rgb";
import { expect, test } from "./fixtures";
import {
  countryTrigger,
  goToStep2,
  heading,
  nextCardOrderLog,
  person,
} from "./get-helpers";

// The headless shell has no autofill: the full browser, Debian's or else Playwright's own.
const executablePath = chromiumExecutable();
test.use({
  launchOptions: executablePath
    ? { executablePath, args: TEST_CHROMIUM_ARGS }
    : { channel: "chromium", args: TEST_CHROMIUM_ARGS },
});

type AddressField = { name: string; value: string };

/**
 * Fills the form the way the browser's own autofill does when the visitor picks a saved address
 * from the field's list. Chromium sees a page's forms a moment after it loads and ignores a fill
 * asked for before that, so the request is repeated until the field holds what it fills in.
 */
async function autofillFrom(
  page: Page,
  field: Locator,
  fields: AddressField[],
  filledWith: string | RegExp,
) {
  const devtools = await page.context().newCDPSession(page);
  await field.focus();
  const { result } = await devtools.send("Runtime.evaluate", {
    expression: "document.activeElement",
  });
  const { node } = await devtools.send("DOM.describeNode", {
    objectId: result.objectId,
  });
  await expect(async () => {
    await devtools.send("Autofill.trigger", {
      fieldId: node.backendNodeId,
      address: { fields },
    });
    await expect(field).toHaveValue(filledWith, { timeout: 1000 });
  }).toPass();
}

/** The mean colour of the field's padding before its text, as drawn on screen. */
async function paddingColour(field: Locator) {
  const picture = PNG.sync.read(await field.screenshot());
  const middle = Math.floor(picture.height / 2);
  const sums = [0, 0, 0];
  let pixels = 0;
  for (let y = middle - 4; y <= middle + 4; y += 1)
    for (let x = 4; x <= 12; x += 1) {
      const at = (y * picture.width + x) * 4;
      for (const channel of [0, 1, 2])
        sums[channel]! += picture.data[at + channel]!;
      pixels += 1;
    }
  return sums.map((sum) => Math.round(sum / pixels));
}

test.describe("a sign-up the browser fills in", () => {
  test("keeps the form's dark fields and light text, tinted, and signs up as typed", async ({
    page,
  }) => {
    await page.goto("/get");
    const email = page.getByLabel("E-mail");
    await autofillFrom(
      page,
      page.getByLabel("First name"),
      [
        { name: "NAME_FIRST", value: person.firstName },
        { name: "NAME_LAST", value: person.lastName },
        { name: "EMAIL_ADDRESS", value: person.email },
      ],
      person.firstName,
    );
    await expect(page.getByLabel("Last name")).toHaveValue(person.lastName);
    await expect(email).toHaveValue(person.email);

    // Chromium would draw it blue-grey, Safari pale yellow under black text.
    const tint = rgbChannels(brandColors.surfaceFilled);
    const drawn = await paddingColour(email);
    const farthest = Math.max(
      ...drawn.map((channel, index) => Math.abs(channel - tint[index]!)),
    );
    expect(
      farthest,
      `drawn rgb(${drawn}), the tint rgb(${tint})`,
    ).toBeLessThanOrEqual(4);
    expect(
      await email.evaluate(
        (field) => getComputedStyle(field).webkitTextFillColor,
      ),
    ).toBe(computedRgb(brandColors.fg));

    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(heading(page, `Welcome, ${person.firstName}`)).toBeVisible();
  });
});

test.describe("a phone number the browser fills in", () => {
  test("from another country moves the picker to it, says so to a screen reader, and Next logs it with that country's code", async ({
    page,
  }) => {
    await goToStep2(page);
    // The country list is built, hidden, while the page is idle, long before a visitor reaches the
    // field: Chrome reads the form with the list's search box in it.
    await expect(
      page.getByRole("combobox", {
        name: "Search countries",
        includeHidden: true,
      }),
    ).toBeAttached();
    await autofillFrom(
      page,
      page.getByLabel("Phone number"),
      [
        { name: "PHONE_HOME_WHOLE_NUMBER", value: "+55 11 91234-5678" },
        { name: "ADDRESS_HOME_COUNTRY", value: "BR" },
      ],
      /\d{11}/,
    );
    await expect(countryTrigger(page)).toHaveAccessibleName(
      "Country calling code: Brazil +55",
    );
    await expect(
      page.getByRole("status").filter({ hasText: "Brazil, +55, selected" }),
    ).toBeAttached();
    const logged = nextCardOrderLog(page);
    await page.getByLabel("Date of birth").fill(person.birthDate);
    await page.getByRole("button", { name: "Next" }).click();
    expect(await logged).toMatchObject({
      country: "BR",
      phone: "+55 11 91234 5678",
    });
  });
});
