import type { Page } from "@playwright/test";

import { expect, PHONE_TOO, test } from "./fixtures";
import { countryTrigger, goToStep2, heading } from "./get-helpers";

/*
 * Safari on an iPhone or iPad zooms the page in when a field whose text is smaller than 16 px
 * takes focus, and leaves it zoomed once the field lets go: the visitor pinches back out. Only
 * iOS does it, so no engine here shows it; the text size that causes it is read here instead.
 */
const IOS_NO_ZOOM_PX = 16;

/** Each field shown that one types into, with its label and its text size in pixels. */
function typedFieldSizes(page: Page) {
  return page
    .locator(
      "input:not([type=checkbox], [type=radio], [type=hidden]), textarea, select",
    )
    .filter({ visible: true })
    .evaluateAll((fields) =>
      fields.map((field) => ({
        field:
          field.getAttribute("aria-label") ??
          (field as HTMLInputElement).labels?.[0]?.textContent ??
          field.id,
        px: parseFloat(getComputedStyle(field).fontSize),
      })),
    );
}

async function expectNoZoomingField(page: Page, fieldCount: number) {
  const sizes = await typedFieldSizes(page);
  expect(sizes).toHaveLength(fieldCount);
  expect(sizes.filter(({ px }) => px < IOS_NO_ZOOM_PX)).toEqual([]);
}

test.describe("fields an iPhone does not zoom into", () => {
  test(
    "every /get field, the country search among them, is written at 16 px or more",
    PHONE_TOO,
    async ({ page }) => {
      await page.goto("/get");
      await expectNoZoomingField(page, 3);

      await page.getByRole("button", { name: "Login" }).click();
      await expect(heading(page, "Welcome back")).toBeVisible();
      await expectNoZoomingField(page, 2);

      await goToStep2(page);
      await countryTrigger(page).click();
      await expect(
        page.getByRole("combobox", { name: "Search countries" }),
      ).toBeVisible();
      await expectNoZoomingField(page, 6);
    },
  );

  test(
    "the fee calculator's amount is written at 16 px or more",
    PHONE_TOO,
    async ({ page }) => {
      await page.goto("/");
      const amount = page.getByLabel("Top-up amount in USD");
      await amount.scrollIntoViewIfNeeded();
      await expect(amount).toBeEnabled();
      await expectNoZoomingField(page, 1);
    },
  );
});
