import { expect, expectNoAxeViolations, test } from "./fixtures";
import {
  countryTrigger,
  goToStep2,
  heading,
  person,
  signUp,
  signUpByKeyboard,
  tabTo,
  takeSkipLink,
} from "./get-helpers";

test.describe("journeys", () => {
  test("/get has no accessibility violations", async ({ page }) => {
    await page.goto("/get");
    await expect(heading(page, "Create your account")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the whole journey from sign-up to step 2 works with the keyboard alone", async ({
    page,
  }) => {
    const logs: string[] = [];
    page.on("console", (message) => logs.push(message.text()));
    await page.goto("/get");
    await expect(page).toHaveTitle("Create your account · Solswipe");

    await takeSkipLink(page);
    await signUpByKeyboard(page);

    await expect(heading(page, `Welcome, ${person.firstName}`)).toBeFocused();
    await expect(page).toHaveTitle("Welcome · Solswipe");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Deposit" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(heading(page, "Select your card")).toBeFocused();
    await expect(page).toHaveTitle("Step 1 of 3: Select your card · Solswipe");
    await tabTo(page, page.getByRole("button", { name: "Next" }));
    await page.keyboard.press("Enter");

    await expect(heading(page, "Personal information")).toBeFocused();
    await expect(page).toHaveTitle(
      "Step 2 of 3: Personal information · Solswipe",
    );
    await expect(page.getByLabel("First name")).toHaveValue(person.firstName);
    await expect(page.getByLabel("Last name")).toHaveValue(person.lastName);
    await expect(page.getByLabel("E-mail")).toHaveValue(person.email);

    await tabTo(page, page.getByLabel("Date of birth"));
    await page.keyboard.type("12101815");
    await expect(page.getByLabel("Date of birth")).toHaveValue(
      person.birthDate,
    );

    await tabTo(page, countryTrigger(page));
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("combobox", { name: "Search countries" }),
    ).toBeFocused();
    await page.keyboard.type("germ");
    await page.keyboard.press("Enter");
    await expect(countryTrigger(page)).toBeFocused();
    await expect(countryTrigger(page)).toContainText("+49");

    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Phone number")).toBeFocused();
    await page.keyboard.type(person.phone);
    await page.keyboard.press("Enter");

    await expect
      .poll(() => logs)
      .toContainEqual(expect.stringContaining("Card order details"));
    await expect(heading(page, "Personal information")).toBeVisible();
  });

  test("login with any valid e-mail greets the user as User", async ({
    page,
  }) => {
    await page.goto("/get");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(heading(page, "Welcome back")).toBeFocused();
    await expect(page).toHaveTitle("Welcome back · Solswipe");
    await page.getByLabel("E-mail").fill("anyone@anywhere");
    await page.getByLabel("Password").fill(person.password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(heading(page, "Welcome, User")).toBeFocused();

    await page.getByRole("button", { name: "Deposit" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("E-mail")).toHaveValue("anyone@anywhere");
    await expect(page.getByLabel("First name")).toHaveValue("");
  });

  test("the browser's Back and Forward move between the views", async ({
    page,
  }) => {
    await goToStep2(page);
    await page.goBack();
    await expect(heading(page, "Select your card")).toBeFocused();
    await expect(page).toHaveURL(/#select-card$/);
    await page.goBack();
    await expect(heading(page, `Welcome, ${person.firstName}`)).toBeFocused();
    await page.goBack();
    await expect(heading(page, "Create your account")).toBeFocused();
    await expect(page.getByLabel("First name")).toHaveValue(person.firstName);
    await page.goForward();
    await expect(heading(page, `Welcome, ${person.firstName}`)).toBeFocused();
    await page.goForward();
    await expect(heading(page, "Select your card")).toBeVisible();
    await expect(page).toHaveTitle("Step 1 of 3: Select your card · Solswipe");
  });

  test("after coming in by a link and leaving for another page, Back shows the view left", async ({
    page,
  }) => {
    await page.goto("/");
    const bar = page.getByRole("navigation", { name: "Main" });
    await bar.getByRole("link", { name: "Get your card" }).click();
    await signUp(page);
    await bar.getByRole("link", { name: "Token", exact: true }).click();
    await expect(page).toHaveURL(/\/token$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/get#welcome$/);
    await expect(heading(page, `Welcome, ${person.firstName}`)).toBeVisible();
    await expect(page).toHaveTitle("Welcome · Solswipe");
  });

  test("nothing typed ever leaves the browser", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (request) => {
      sent.push(
        [
          request.url(),
          request.postData() ?? "",
          JSON.stringify(request.headers()),
        ].join("\n"),
      );
    });

    await page.goto("/get");
    await page.getByLabel("E-mail").fill(person.email);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.getByLabel("Password").fill(person.password);
    await page.getByRole("button", { name: "Back to Sign Up" }).click();
    await signUp(page);
    await page.getByRole("button", { name: "Deposit" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Date of birth").fill(person.birthDate);
    await page.getByLabel("Phone number").fill(person.phone);
    await page.getByRole("button", { name: "Next" }).click();
    await page.reload();
    await expect(heading(page, "Personal information")).toBeVisible();

    const typed = [
      person.firstName,
      person.lastName,
      person.email,
      encodeURIComponent(person.email),
      person.password,
      person.phone,
      person.birthDate,
    ];
    for (const request of sent) {
      for (const value of typed) expect(request).not.toContain(value);
    }
    expect(sent.length).toBeGreaterThan(0);
  });
});
