import type { Page } from "@playwright/test";

import { FIELD_MAX_LENGTH } from "../lib/validation";
import { expect, test } from "./fixtures";
import { goToStep2, heading, person, signUp } from "./get-helpers";

test.describe("input that cannot break the layout", () => {
  // As long as the fields take: a name without a space, an address of one word before the @.
  const longName = "Maximilianus"
    .repeat(25)
    .slice(0, FIELD_MAX_LENGTH.firstName);
  const domain = "@example.com";
  const longEmail = `${"a".repeat(FIELD_MAX_LENGTH.email - domain.length)}${domain}`;
  const markupName = "<script>alert(1)</script> 😀";

  function scrollsSideways(page: Page) {
    return page.evaluate(
      () => document.documentElement.scrollWidth !== window.innerWidth,
    );
  }

  for (const width of [320, 390, 1280]) {
    test(`the longest name without a space and e-mail the fields take, markup and emoji fit at ${width} px`, async ({
      page,
    }) => {
      page.on("dialog", (dialog) => {
        throw new Error(`The page opened a ${dialog.type()} dialog`);
      });
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/get");
      await page.getByLabel("First name").fill(longName);
      await page.getByLabel("Last name").fill(markupName);
      await page.getByLabel("E-mail").fill(longEmail);
      expect(await scrollsSideways(page)).toBe(false);
      await page.getByRole("button", { name: "Sign Up" }).click();

      const greeting = heading(page, `Welcome, ${longName}`);
      await expect(greeting).toBeFocused();
      const box = await greeting.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      expect(await scrollsSideways(page)).toBe(false);

      await page.getByRole("button", { name: "Deposit" }).click();
      await expect(heading(page, "Select your card")).toBeFocused();
      expect(await scrollsSideways(page)).toBe(false);

      await page.getByRole("button", { name: "Next" }).click();
      await expect(heading(page, "Personal information")).toBeFocused();
      await expect(page.getByLabel("First name")).toHaveValue(longName);
      await expect(page.getByLabel("Last name")).toHaveValue(markupName);
      await expect(page.getByLabel("E-mail")).toHaveValue(longEmail);
      expect(await scrollsSideways(page)).toBe(false);
    });
  }

  test("with text twice as large on a phone, the phone number moves under its country and stays readable", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await goToStep2(page);
    // What a browser's own text size setting does: every rem doubles.
    await page.addStyleTag({ content: "html { font-size: 32px }" });
    const phone = page.getByLabel("Phone number");
    await phone.fill(person.phone);
    const country = await page
      .getByRole("button", { name: /Country calling code/ })
      .boundingBox();
    const field = await phone.boundingBox();
    if (!country || !field) throw new Error("Step 2 has no phone row");
    expect(field.y).toBeGreaterThanOrEqual(country.y + country.height);
    // About ten digits at this size.
    expect(field.width).toBeGreaterThan(200);
    expect(await scrollsSideways(page)).toBe(false);
  });

  test("the background covers the whole page when step 2 is taller than the window", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await goToStep2(page);
    const backdrop = page.getByTestId("scene-backdrop");
    const [top, bottom, pageHeight] = await backdrop.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [
        box.top + window.scrollY,
        box.bottom + window.scrollY,
        document.documentElement.scrollHeight,
      ];
    });
    expect(pageHeight).toBeGreaterThan(800);
    expect(top).toBe(0);
    expect(bottom).toBe(pageHeight);
  });
});

test.describe("the card in their name", () => {
  const card = (page: Page, holder: string) =>
    page.getByRole("img", { name: new RegExp(`card for ${holder} ending in`) });

  test("step 1's card carries the name given at sign-up", async ({ page }) => {
    await page.goto("/get");
    await signUp(page);
    await page.getByRole("button", { name: "Deposit" }).click();
    await expect(
      card(page, `${person.firstName} ${person.lastName}`),
    ).toBeVisible();
    await expect(
      page.getByText(`${person.firstName} ${person.lastName}`, { exact: true }),
    ).toBeVisible();
  });

  test("after a login the card reads User", async ({ page }) => {
    await page.goto("/get");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(heading(page, "Welcome back")).toBeFocused();
    await page.getByLabel("E-mail").fill("anyone@anywhere");
    await page.getByLabel("Password").fill(person.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(heading(page, "Welcome, User")).toBeFocused();
    await page.getByRole("button", { name: "Deposit" }).click();
    await expect(card(page, "User")).toBeVisible();
  });

  test("a name changed in step 2 is on the card after Back", async ({
    page,
  }) => {
    await goToStep2(page);
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(heading(page, "Select your card")).toBeVisible();
    await expect(card(page, "Ada Lovelace")).toBeVisible();
  });

  test("a long name is cut short on one line and still readable in full", async ({
    page,
  }) => {
    const longName = "Wolfeschlegelsteinhausenbergerdorff"
      .repeat(2)
      .slice(0, FIELD_MAX_LENGTH.firstName);
    await page.goto("/get");
    await page.getByLabel("First name").fill(longName);
    await page.getByLabel("Last name").fill(person.lastName);
    await page.getByLabel("E-mail").fill(person.email);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByRole("button", { name: "Deposit" }).click();
    const printed = page.getByText(`${longName} ${person.lastName}`, {
      exact: true,
    });
    await expect(printed).toHaveAttribute(
      "title",
      `${longName} ${person.lastName}`,
    );
    const { clientWidth, scrollWidth, lineHeight, height } =
      await printed.evaluate((element) => ({
        clientWidth: element.clientWidth,
        scrollWidth: element.scrollWidth,
        lineHeight: parseFloat(getComputedStyle(element).lineHeight),
        height: element.getBoundingClientRect().height,
      }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    expect(height).toBeLessThanOrEqual(lineHeight + 1);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBe(page.viewportSize()?.width);
  });
});
