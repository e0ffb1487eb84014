import type { Locator, Page, Request, TestInfo } from "@playwright/test";

import { sceneUrl } from "../content/get";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const person = {
  firstName: "Augusta",
  lastName: "Byronova",
  email: "augusta.byronova@example.test",
  password: "correct-horse-battery",
  birthDate: "1815-12-10",
  phone: "15123456789",
};

function heading(page: Page, name: string) {
  return page.getByRole("heading", { level: 1, name, exact: true });
}

async function signUp(page: Page) {
  await page.getByLabel("First name").fill(person.firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(heading(page, `Welcome, ${person.firstName}`)).toBeVisible();
}

async function goToStep2(page: Page) {
  await page.goto("/get");
  await signUp(page);
  await page.getByRole("button", { name: "Deposit" }).click();
  await expect(heading(page, "Select your card")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(heading(page, "Personal information")).toBeVisible();
}

/** Touch on the phone project, a mouse click on the desktop one. */
async function press(locator: Locator, testInfo: TestInfo) {
  if (testInfo.project.use.hasTouch) await locator.tap();
  else await locator.click();
}

/** Presses Tab until the control has focus, as a keyboard user would. */
async function tabTo(page: Page, control: Locator) {
  for (let presses = 0; presses < 12; presses += 1) {
    if (
      await control.evaluate((element) => element === document.activeElement)
    ) {
      return;
    }
    await page.keyboard.press("Tab");
  }
  await expect(control).toBeFocused();
}

// The scene's host answers cross-origin requests, as Spline's CDN does.
const CORS = { "access-control-allow-origin": "*" };

/** Records whether the 3D runtime ever drew its canvas, however briefly. */
async function watchForSceneCanvas(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector("canvas")) return;
      Object.assign(window, { sceneCanvasSeen: true });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

function sceneCanvasSeen(page: Page) {
  return page.evaluate(() => "sceneCanvasSeen" in window);
}

/** Resolves once the browser has had an idle moment, when the background would have acted. */
async function idle(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve())),
  );
}

function countryTrigger(page: Page) {
  return page.getByRole("button", { name: /^Country calling code/ });
}

// When the scene cannot be fetched, the browser reports the failed request; when it cannot be
// decoded, React logs the error the background's boundary caught. Nothing else may reach the console.
const SCENE_FAILURE_MESSAGES = {
  refused: [/net::ERR_CONNECTION_REFUSED/],
  missing: [/the server responded with a status of 404/],
  undecodable: [/^Error: Data read, but end of buffer not reached/],
};

/**
 * Playwright reads an array whose second item is an object as a [value, options] pair, and a
 * RegExp is an object: the explicit pair keeps a list of several patterns intact.
 */
function allow(patterns: readonly RegExp[]): [RegExp[], { scope: "test" }] {
  return [[...patterns], { scope: "test" }];
}

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

    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("link", { name: "Skip to content" }),
    ).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("First name")).toBeFocused();
    await page.keyboard.type(person.firstName);
    await page.keyboard.press("Tab");
    await page.keyboard.type(person.lastName);
    await page.keyboard.press("Tab");
    await page.keyboard.type(person.email);
    await page.keyboard.press("Enter");

    await expect(heading(page, `Welcome, ${person.firstName}`)).toBeFocused();
    await expect(page).toHaveTitle(`Welcome, ${person.firstName} · Solswipe`);
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

  test.describe("before the flow's code has arrived", () => {
    test.use({
      allowedConsoleMessages: allow([/Failed to load resource/]),
    });

    test("Enter in a field neither submits the form nor leaves the page", async ({
      page,
    }) => {
      // No chunk ever arrives: the page stays the server's HTML, as on a slow line before hydration.
      await page.route("**/_next/static/chunks/*.js", (route) => route.abort());
      await page.addInitScript(() => {
        window.addEventListener("submit", (event) => {
          document.documentElement.dataset.submit = event.defaultPrevented
            ? "held"
            : "sent";
        });
      });
      const sent: string[] = [];
      page.on("request", (request) => sent.push(request.url()));

      await page.goto("/get");
      await page.getByLabel("First name").fill(person.firstName);
      await page.getByLabel("Last name").fill(person.lastName);
      await page.getByLabel("E-mail").fill(person.email);
      await page.getByLabel("E-mail").press("Enter");

      await expect(page.locator("html")).toHaveAttribute("data-submit", "held");
      await expect(page).toHaveURL(/\/get$/);
      await expect(page.getByLabel("First name")).toHaveValue(person.firstName);
      expect(sent.filter((url) => url.includes(person.firstName))).toEqual([]);
    });
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

test.describe("3D background", () => {
  test("loads the scene only after the page has loaded", async ({ page }) => {
    const events: string[] = [];
    page.on("load", () => events.push("load"));
    const sceneRequested = page.waitForRequest(sceneUrl).then(() => {
      events.push("scene");
    });
    await page.goto("/get");
    await sceneRequested;
    expect(events).toEqual(["load", "scene"]);
  });

  for (const [failure, answer, messages] of [
    [
      "answered by a 404",
      { status: 404, headers: CORS, body: "Not found" },
      SCENE_FAILURE_MESSAGES.missing,
    ],
    ["refused", "connectionrefused", SCENE_FAILURE_MESSAGES.refused],
  ] as const) {
    test.describe(`when the scene request is ${failure}`, () => {
      test.use({ allowedConsoleMessages: allow(messages) });

      test("keeps the static background, skips the runtime, and the form works", async ({
        page,
      }) => {
        await watchForSceneCanvas(page);
        await page.route(sceneUrl, (route) =>
          typeof answer === "string"
            ? route.abort(answer)
            : route.fulfill(answer),
        );
        const isScene = (request: Request) => request.url() === sceneUrl;
        const sceneSettled =
          typeof answer === "string"
            ? page.waitForEvent("requestfailed", isScene)
            : page.waitForEvent("requestfinished", isScene);
        await page.goto("/get");
        await sceneSettled;
        await idle(page);

        const backdrop = page.getByTestId("scene-backdrop");
        await expect(backdrop).toBeVisible();
        await expect(backdrop).toHaveCSS("background-image", /gradient/);
        await expect(backdrop).toHaveAttribute("aria-hidden", "true");
        await expect(backdrop.locator("canvas")).toHaveCount(0);
        expect(await sceneCanvasSeen(page), "the 3D runtime started").toBe(
          false,
        );
        await signUp(page);
      });
    });
  }

  test.describe("when the scene file cannot be decoded", () => {
    test.use({
      allowedConsoleMessages: allow(SCENE_FAILURE_MESSAGES.undecodable),
    });

    test("the error boundary removes the scene and keeps the static background", async ({
      page,
    }) => {
      await watchForSceneCanvas(page);
      await page.route(sceneUrl, (route) =>
        route.fulfill({ status: 200, headers: CORS, body: "not a scene" }),
      );
      await page.goto("/get");
      // The runtime is large: give it time to download, start and fail.
      await expect
        .poll(() => sceneCanvasSeen(page), { timeout: 20_000 })
        .toBe(true);
      const backdrop = page.getByTestId("scene-backdrop");
      await expect(backdrop.locator("canvas")).toHaveCount(0, {
        timeout: 20_000,
      });
      await expect(backdrop).toBeVisible();
      await signUp(page);
    });
  });

  test("under reduced motion the scene is never requested", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const sceneRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url() === sceneUrl) sceneRequests.push(request.url());
    });
    await page.goto("/get", { waitUntil: "load" });
    await idle(page);
    await expect(page.getByTestId("scene-backdrop")).toBeVisible();
    expect(sceneRequests).toEqual([]);
  });

  test("the form can be typed into and submitted while the scene is still loading", async ({
    page,
  }) => {
    // The scene never answers, so the page stays in its loading state.
    await page.route(sceneUrl, () => {});
    const sceneRequested = page.waitForRequest(sceneUrl);
    await page.goto("/get");
    await sceneRequested;
    await signUp(page);
  });
});

test.describe("views, picker and persistence", () => {
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

    test("filters as you type and picks Germany by touch or click, showing +49", async ({
      page,
    }, testInfo) => {
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
    });

    test("a tap or click outside closes the list without changing the country", async ({
      page,
    }, testInfo) => {
      await goToStep2(page);
      await press(countryTrigger(page), testInfo);
      await expect(page.getByRole("listbox")).toBeVisible();
      await press(heading(page, "Personal information"), testInfo);
      await expect(page.getByRole("listbox")).toHaveCount(0);
      await expect(countryTrigger(page)).toContainText("+1");
    });

    test("shows flags from static SVG files and scrolls a list limited in height", async ({
      page,
    }) => {
      await goToStep2(page);
      await countryTrigger(page).click();
      const list = page.getByRole("listbox");
      const box = await list.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(240);
      await expect(list.getByRole("option")).toHaveCount(195);
      const flag = await page.request.get("/flags/JM.svg");
      expect(flag.headers()["content-type"]).toContain("image/svg+xml");
      await page.getByRole("combobox").fill("jamaica");
      await expect(list.getByRole("option")).toHaveText(
        /Jamaica\s*JM\s*\+1 876/,
      );
    });

    test("arrow keys move the active option and Escape closes, returning focus", async ({
      page,
    }) => {
      await goToStep2(page);
      await countryTrigger(page).click();
      const search = page.getByRole("combobox");
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

  test("the skip link keeps the current view", async ({ page }) => {
    await page.goto("/get");
    await signUp(page);
    await page.getByRole("link", { name: "Skip to content" }).focus();
    await page.keyboard.press("Enter");
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
    const logged = page.waitForEvent("console", (message) =>
      message.text().startsWith("Card order details"),
    );
    await page.getByLabel("Date of birth").fill(person.birthDate);
    await page.getByLabel("Phone number").fill(person.phone);
    await page.getByRole("button", { name: "Next" }).click();
    const message = await logged;
    const details = await message.args()[1]?.jsonValue();
    expect(details).toEqual({
      firstName: person.firstName,
      lastName: person.lastName,
      birthDate: person.birthDate,
      country: "US",
      phone: `+1 ${person.phone}`,
      email: person.email,
    });
    await expect(heading(page, "Personal information")).toBeVisible();
    await expect(page).toHaveURL(/#personal-info$/);
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
});

/**
 * Records each view transition the page plays: which way the entering and leaving views slide
 * (read from their animations' keyframes, the one place a transition's motion can be observed
 * without timing a screenshot), and whether the panel morphs between two heights.
 */
async function recordViewTransitions(page: Page) {
  await page.addInitScript(() => {
    const played: { slides: string[]; panelHeights: string[] }[] = [];
    Object.assign(window, { viewTransitions: played });
    const start = document.startViewTransition.bind(document);
    document.startViewTransition = ((update: ViewTransitionUpdateCallback) => {
      const transition = start(update);
      // React and framer-motion start their animations on `ready`; one frame later all are running.
      transition.ready.then(
        () =>
          requestAnimationFrame(() => {
            const slides: string[] = [];
            let panelHeights: string[] = [];
            for (const animation of document.getAnimations()) {
              const effect = animation.effect as KeyframeEffect | null;
              const layer = effect?.pseudoElement ?? "";
              const keyframes = effect?.getKeyframes() ?? [];
              if (layer === "::view-transition-group(get-panel)") {
                panelHeights = keyframes.map((frame) => String(frame.height));
              }
              const transforms = keyframes
                .map((frame) => frame.transform)
                .filter((value) => typeof value === "string");
              // The fades run as animations of their own, with no transform to tell a side.
              if (transforms.length === 0) continue;
              const shift = (value: unknown) =>
                Math.sign(
                  Number(/translateX\((-?[\d.]+)px\)/.exec(String(value))?.[1]),
                );
              if (/::view-transition-new\((?!get-panel|root)/.test(layer)) {
                slides.push(
                  shift(transforms[0]) > 0
                    ? "enters from the right"
                    : "enters from the left",
                );
              } else if (
                /::view-transition-old\((?!get-panel|root)/.test(layer)
              ) {
                slides.push(
                  shift(transforms.at(-1)) < 0
                    ? "leaves to the left"
                    : "leaves to the right",
                );
              }
            }
            played.push({ slides: [...new Set(slides)].sort(), panelHeights });
          }),
        // Interrupted by the next change: nothing played.
        () => {},
      );
      return transition;
    }) as typeof document.startViewTransition;
  });
}

function viewTransitions(page: Page) {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          viewTransitions: { slides: string[]; panelHeights: string[] }[];
        }
      ).viewTransitions,
  );
}

/** Sign-up, then Deposit, each view's heading taking focus as it comes in. */
async function signUpAndDeposit(page: Page) {
  await page.goto("/get");
  await signUp(page);
  await expect(heading(page, `Welcome, ${person.firstName}`)).toBeFocused();
  await page.getByRole("button", { name: "Deposit" }).click();
  await expect(heading(page, "Select your card")).toBeFocused();
}

const FORWARD = ["enters from the right", "leaves to the left"];
const BACK = ["enters from the left", "leaves to the right"];

test.describe("view changes", () => {
  test("each change slides the views forward or back and morphs the panel, then focuses the heading", async ({
    page,
  }) => {
    await recordViewTransitions(page);
    const slides = async () =>
      (await viewTransitions(page)).map(({ slides }) => slides);
    // A visitor sees each slide before the next press; a press within the same frame would
    // start the next change before this one's slide has read its direction.
    async function expectSlide(count: number, direction: string[]) {
      await expect.poll(async () => (await slides()).length).toBe(count);
      expect((await slides())[count - 1]).toEqual(direction);
    }

    await page.goto("/get");
    await signUp(page);
    await expect(heading(page, `Welcome, ${person.firstName}`)).toBeFocused();
    await expectSlide(1, FORWARD);
    await page.getByRole("button", { name: "Deposit" }).click();
    await expect(heading(page, "Select your card")).toBeFocused();
    await expect(page).toHaveTitle("Step 1 of 3: Select your card · Solswipe");
    await expectSlide(2, FORWARD);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(heading(page, `Welcome, ${person.firstName}`)).toBeFocused();
    await expectSlide(3, BACK);
    await page.getByRole("button", { name: "Deposit" }).click();
    await expect(heading(page, "Select your card")).toBeFocused();
    await expectSlide(4, FORWARD);
    await page.goBack();
    await expect(heading(page, `Welcome, ${person.firstName}`)).toBeFocused();
    await expectSlide(5, BACK);
    await page.goForward();
    await expect(heading(page, "Select your card")).toBeFocused();
    await expectSlide(6, FORWARD);
    for (const { panelHeights } of await viewTransitions(page)) {
      expect(panelHeights).toHaveLength(2);
      expect(panelHeights[0], "the panel keeps one height").not.toBe(
        panelHeights[1],
      );
    }
  });

  test("under reduced motion every change is instant", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await recordViewTransitions(page);
    await signUpAndDeposit(page);
    await page.goBack();
    await expect(heading(page, `Welcome, ${person.firstName}`)).toBeFocused();
    await expect(page).toHaveTitle(`Welcome, ${person.firstName} · Solswipe`);
    expect(await viewTransitions(page)).toEqual([]);
  });

  test('"Get your card" in the bar keeps the view it is pressed on', async ({
    page,
  }) => {
    await page.goto("/get");
    await signUp(page);
    await expect(page).toHaveURL(/\/get#welcome$/);
    const historyLength = await page.evaluate(() => history.length);
    // The URL differs from the link's only by its hash: the router would navigate to sign-up's URL.
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: /get (your )?card/i })
      .click();
    await expect(heading(page, `Welcome, ${person.firstName}`)).toBeVisible();
    await expect(page).toHaveURL(/\/get#welcome$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await page.reload();
    await expect(heading(page, `Welcome, ${person.firstName}`)).toBeVisible();
  });
});

test.describe("input that cannot break the layout", () => {
  const longName = "Maximilianus".repeat(25);
  const longEmail = `${"a".repeat(288)}@example.com`;
  const markupName = "<script>alert(1)</script> 😀";

  function scrollsSideways(page: Page) {
    return page.evaluate(
      () => document.documentElement.scrollWidth !== window.innerWidth,
    );
  }

  for (const width of [320, 390, 1280]) {
    test(`300 characters without a space, an e-mail as long, markup and emoji fit at ${width} px`, async ({
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
    const longName = "Wolfeschlegelsteinhausenbergerdorff".repeat(4);
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
