import { en } from "../content/en";
import { expect, expectNoAxeViolations, PHONE_TOO, test } from "./fixtures";
import { panelUnderTheBar } from "./panel-under-the-bar";
import {
  countryTrigger,
  goToStep2,
  heading,
  nextCardOrderLog,
  openCountrySearch,
  person,
  signUp,
} from "./get-helpers";

test.describe("views and persistence", () => {
  test("the login view has no accessibility violations", async ({ page }) => {
    await page.goto("/get");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(heading(page, "Welcome back")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the welcome and card views have no accessibility violations", async ({
    page,
  }) => {
    await page.goto("/get");
    await signUp(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Deposit" }).click();
    await expect(heading(page, "Select your card")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("step 2 has no accessibility violations, with the picker closed and open", async ({
    page,
  }) => {
    // Three views walked and two scans of a view over a gradient: axe's contrast checks are slow.
    test.slow();
    await goToStep2(page);
    await expectNoAxeViolations(page);
    await countryTrigger(page).click();
    await page.getByRole("combobox", { name: "Search countries" }).fill("ger");
    await expect(page.getByRole("option").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a sign-up whose first name is only spaces is ignored without a message", async ({
    page,
  }) => {
    await page.goto("/get");
    await page.getByLabel("First name").fill("   ");
    await page.getByLabel("Last name").fill(person.lastName);
    await page.getByLabel("E-mail").fill(person.email);
    const main = page.getByRole("main");
    const before = await main.innerText();
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(heading(page, "Create your account")).toBeVisible();
    expect(await main.innerText()).toBe(before);
  });

  test("Back to Sign Up clears the e-mail and the password", async ({
    page,
  }) => {
    await page.goto("/get");
    await page.getByLabel("E-mail").fill(person.email);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(heading(page, "Welcome back")).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveValue(person.email);
    await page.getByLabel("Password").fill(person.password);
    await page.getByRole("button", { name: "Back to Sign Up" }).click();
    await expect(heading(page, "Create your account")).toBeFocused();
    await expect(page.getByLabel("E-mail")).toHaveValue("");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(heading(page, "Welcome back")).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveValue("");
    await expect(page.getByLabel("Password")).toHaveValue("");
  });

  test("the step 1 card shows its last four digits, the checklist and the fee", async ({
    page,
  }) => {
    await page.goto("/get");
    await signUp(page);
    await page.getByRole("button", { name: "Deposit" }).click();
    await expect(
      page.getByRole("img", { name: /Visa card for .+ ending in \d{4}/ }),
    ).toBeVisible();
    for (const item of [
      "Apple Pay",
      "Google Pay",
      "Works IRL everywhere, except Uber",
      "Valid for 3-5 years",
    ]) {
      await expect(
        page.getByRole("listitem").filter({ hasText: item }),
      ).toBeVisible();
    }
    await expect(page.getByText("Issuance Fee: 10 USD")).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(heading(page, `Welcome, ${person.firstName}`)).toBeFocused();
  });

  test("a reload keeps the view and the values typed so far, never the password", async ({
    page,
  }) => {
    await goToStep2(page);
    await page.getByLabel("Date of birth").fill(person.birthDate);
    await countryTrigger(page).click();
    await page.getByRole("combobox").fill("germany");
    await page.keyboard.press("Enter");
    await page.getByLabel("Phone number").fill(person.phone);
    await page.reload();

    await expect(heading(page, "Personal information")).toBeVisible();
    await expect(page).toHaveURL(/\/get#personal-info$/);
    await expect(page.getByLabel("Date of birth")).toHaveValue(
      person.birthDate,
    );
    await expect(page.getByLabel("Phone number")).toHaveValue(person.phone);
    await expect(countryTrigger(page)).toContainText("+49");
    await expect(page.getByLabel("First name")).toHaveValue(person.firstName);

    const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(stored).not.toContain(person.password);
  });

  test("the login password is not kept across a reload", async ({ page }) => {
    await page.goto("/get");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    // Sign-up has an E-mail field too: type only once the login view has replaced it.
    await expect(heading(page, "Welcome back")).toBeVisible();
    await page.getByLabel("E-mail").fill(person.email);
    await page.getByLabel("Password").fill(person.password);
    await page.reload();
    await expect(heading(page, "Welcome back")).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveValue(person.email);
    await expect(page.getByLabel("Password")).toHaveValue("");
    const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(stored).not.toContain(person.password);
  });

  test(
    "after each press, the new view shows from its panel's top edge, below the navigation bar",
    PHONE_TOO,
    async ({ page }) => {
      async function expectShownFromItsTop(name: string) {
        const h1 = heading(page, name);
        await expect(h1).toBeFocused();
        const stepLine = page.locator(
          `[id="${await h1.getAttribute("aria-describedby")}"]`,
        );
        await expect(stepLine).toBeInViewport({ ratio: 1 });
        await expect(h1).toBeInViewport({ ratio: 1 });
        expect(await page.evaluate(panelUnderTheBar)).toBe(0);
      }
      // As a visitor does on a small screen: scroll down to the button, then press it.
      async function pressAtTheEnd(name: string) {
        await page.mouse.wheel(0, 2000);
        await expect
          .poll(() =>
            page.evaluate(
              () => scrollY + innerHeight >= document.body.scrollHeight - 1,
            ),
          )
          .toBe(true);
        await page.getByRole("button", { name, exact: true }).click();
      }
      await page.goto("/get");
      await signUp(page);
      await pressAtTheEnd("Deposit");
      await expectShownFromItsTop("Select your card");
      await pressAtTheEnd("Next");
      await expectShownFromItsTop("Personal information");
      await pressAtTheEnd("Back");
      await expectShownFromItsTop("Select your card");
    },
  );

  test("the skip link keeps the current view and adds no step for Back", async ({
    page,
  }) => {
    await page.goto("/get");
    await signUp(page);
    await page.getByRole("link", { name: "Skip to content" }).focus();
    await page.keyboard.press("Enter");
    await expect(heading(page, `Welcome, ${person.firstName}`)).toBeVisible();
    await expect(page.getByRole("main")).toBeFocused();
    await expect(page).toHaveURL(/\/get#welcome$/);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Deposit" })).toBeFocused();
    // One Back leaves the view, as it would have without the skip link.
    await page.goBack();
    await expect(heading(page, "Create your account")).toBeVisible();
    await page.goForward();
    await expect(heading(page, `Welcome, ${person.firstName}`)).toBeVisible();
    await page.getByRole("button", { name: "Deposit" }).click();
    // Back only once step 1 shows: the view changes in a transition a frame after the click.
    await expect(heading(page, "Select your card")).toBeVisible();
    await page.goBack();
    await expect(heading(page, `Welcome, ${person.firstName}`)).toBeVisible();
  });

  test("step 2's Next logs the collected details and stays", async ({
    page,
  }) => {
    await goToStep2(page);
    const logged = nextCardOrderLog(page);
    await page.getByLabel("Date of birth").fill(person.birthDate);
    await page.getByLabel("Phone number").fill(person.phone);
    await page.getByRole("button", { name: "Next" }).click();
    expect(await logged).toEqual({
      firstName: person.firstName,
      lastName: person.lastName,
      birthDate: person.birthDate,
      country: "US",
      // As dialled from abroad: the 1 before an American number is the one dialled at home.
      phone: "+1 512 345 6789",
      email: person.email,
    });
    await expect(heading(page, "Personal information")).toBeVisible();
    await expect(page).toHaveURL(/#personal-info$/);
  });

  // "00" is how most of the world dials abroad: the same number, logged after a "+".
  for (const written of ["+49 30 1234567", "0049 30 1234567"]) {
    test(`a phone number pasted with its calling code (${written}) moves the picker to its country and is logged with that code once`, async ({
      page,
    }) => {
      await goToStep2(page);
      const logged = nextCardOrderLog(page);
      await page.getByLabel("Date of birth").fill(person.birthDate);
      await page.getByLabel("Phone number").fill(written);
      await expect(countryTrigger(page)).toHaveAccessibleName(
        "Country calling code: Germany +49",
      );
      await page.getByRole("button", { name: "Next" }).click();
      expect(await logged).toMatchObject({
        country: "DE",
        phone: "+49 30 1234567",
      });
    });
  }

  test("a number typed with the chosen country's own prefix for calling abroad moves the picker there, written after a +", async ({
    page,
  }) => {
    await goToStep2(page);
    await (await openCountrySearch(page)).fill("Brazil");
    await page.keyboard.press("Enter");
    const logged = nextCardOrderLog(page);
    await page.getByLabel("Date of birth").fill(person.birthDate);
    // 00 and a carrier's 21, as Brazil dials abroad: read as 00 alone, the number would be +21 49 …,
    // which no country has, and the picker stayed on Brazil.
    const phone = page.getByLabel("Phone number");
    await phone.pressSequentially("0021 49 30 1234567");
    await expect(countryTrigger(page)).toHaveAccessibleName(
      "Country calling code: Germany +49",
    );
    // Germany dials abroad with 00: there, 0021 … would be a call to +21 ….
    await expect(phone).toHaveValue("+49 30 1234567");
    // Said to a screen reader too, which the flag changing beside the field is not.
    await expect(
      page.getByRole("status").filter({ hasText: "Germany, +49, selected" }),
    ).toBeAttached();
    await page.getByRole("button", { name: "Next" }).click();
    expect(await logged).toMatchObject({
      country: "DE",
      phone: "+49 30 1234567",
    });
    // The country step 2 comes back with after a reload is not news.
    await page.reload();
    await expect(countryTrigger(page)).toHaveAccessibleName(
      "Country calling code: Germany +49",
    );
    await expect(
      page.getByRole("status").filter({ hasText: "selected" }),
    ).toHaveCount(0);
  });

  test("a number written as at home, as the placeholder shows it, is logged as dialled from abroad, without the 0 dialled at home", async ({
    page,
  }) => {
    await goToStep2(page);
    await (await openCountrySearch(page)).fill("United Kingdom");
    await page.keyboard.press("Enter");
    const phone = page.getByLabel("Phone number");
    await expect(phone).toHaveAttribute("placeholder", "07400 123456");
    const logged = nextCardOrderLog(page);
    await page.getByLabel("Date of birth").fill(person.birthDate);
    await phone.fill("07400 123456");
    await page.getByRole("button", { name: "Next" }).click();
    expect(await logged).toMatchObject({
      country: "GB",
      phone: "+44 7400 123456",
    });
  });

  test("a date of birth typed only in part is refused with a message asking for the whole date", async ({
    page,
  }) => {
    await goToStep2(page);
    const birthDate = page.getByLabel("Date of birth");
    await birthDate.focus();
    // The month alone, as a visitor who stopped typing after it.
    await page.keyboard.type("12");
    await page.getByLabel("Phone number").fill(person.phone);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(birthDate).toBeFocused();
    expect(
      await birthDate.evaluate(
        (input: HTMLInputElement) => input.validationMessage,
      ),
    ).toBe(en.get.refusals.date);
  });

  test("nothing overflows horizontally at 320 px, even with the picker open", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await goToStep2(page);
    await countryTrigger(page).click();
    await expect(page.getByRole("listbox")).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBe(0);
  });

  test("each view that asks for personal details links to the privacy page, and Back returns to it", async ({
    page,
  }) => {
    const privacyLink = page.getByRole("link", {
      name: en.get.privacyNote.linkLabel,
    });
    await page.goto("/get");
    await expect(privacyLink).toHaveAttribute("href", "/privacy");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(heading(page, "Welcome back")).toBeVisible();
    await expect(privacyLink).toHaveAttribute("href", "/privacy");
    await page.getByRole("button", { name: "Back to Sign Up" }).click();

    await goToStep2(page);
    await page.getByLabel("Phone number").fill(person.phone);
    await privacyLink.click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(
      en.privacy.titleParts.lead,
    );
    await page.goBack();
    await expect(heading(page, "Personal information")).toBeVisible();
    await expect(page.getByLabel("Phone number")).toHaveValue(person.phone);
  });
});
