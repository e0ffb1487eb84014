import { createServer, request as forward } from "node:http";
import type { AddressInfo } from "node:net";
import type { Locator, Page } from "@playwright/test";

import { en } from "../content/en";
import { site } from "../content/site";
import { documentTitle as titleIn, viewHeading } from "../lib/get-flow-title";
import type { View } from "../lib/get-flow-machine";
import { isViewChanging } from "../lib/is-view-changing";
import { RESUME_COVER_MAX_MS } from "../lib/resume-cover";
import { planBurst, randomFrom, walkSeed } from "./back-forward-walk";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { holdScripts } from "./hold-scripts";
import {
  allow,
  goToStep2,
  heading,
  person,
  signUp,
  signUpByKeyboard,
  tabTo,
  takeSkipLink,
} from "./get-helpers";

/*
 * /get at the pace of a slow line and of quick hands: presses before the page is interactive,
 * with JavaScript off, double-clicks, held keys, presses during a slide, Back and Forward.
 */

const { get: copy } = en;
const { viewTitles } = copy;

/** What the flow's own heading and tab title say on a view. */
function headingOf(view: View, greetingName = person.firstName) {
  return viewHeading(copy, view, greetingName);
}

function documentTitle(view: View) {
  return titleIn(copy, view, site.name);
}

function viewUrl(view: View) {
  return new RegExp(`/get${view === "sign-up" ? "" : `#${view}`}$`);
}

/** The page shows `view`, and its heading, the URL and the tab title all say so. */
async function expectView(page: Page, view: View, message = "") {
  const h1 = page.getByRole("heading", { level: 1 });
  await expect(h1, message).toHaveText(headingOf(view));
  await expect(h1, message).toHaveCount(1);
  await expect(page, message).toHaveURL(viewUrl(view));
  await expect(page, message).toHaveTitle(documentTitle(view));
}

// A view change takes a quarter of a second: a page still catching up after this is behind.
const SETTLED_WITHIN_MS = 1_000;

/**
 * The page agrees with `view` within a second, read as plain values: a locator assertion waits
 * for animation frames, and so would push along a page whose rendering waits for one. The second
 * starts once the page answers at all: on a machine busy enough, the tasks the presses queued
 * (each traversal's own) take longer than that to run, and a late reading says nothing of the view.
 */
async function expectSettledView(page: Page, view: View, message: string) {
  await page.evaluate(() => null);
  await expect
    .poll(
      () =>
        page.evaluate(() => ({
          headings: [...document.querySelectorAll("h1")].map(
            (h1) => h1.textContent,
          ),
          hash: location.hash,
          title: document.title,
        })),
      { message, timeout: SETTLED_WITHIN_MS },
    )
    .toEqual({
      headings: [headingOf(view)],
      hash: view === "sign-up" ? "" : `#${view}`,
      title: documentTitle(view),
    });
}

function historyLength(page: Page) {
  return page.evaluate(() => history.length);
}

/** Counts step 2's order log in the page itself, where no console message can be missed. */
async function countOrderLogs(page: Page) {
  await page.addInitScript(() => {
    const log = console.log.bind(console);
    Object.assign(window, { orderLogs: 0 });
    console.log = (...args: unknown[]) => {
      if (args[0] === "Card order details") {
        Object.assign(window, {
          orderLogs: (window as unknown as { orderLogs: number }).orderLogs + 1,
        });
      }
      log(...args);
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { orderLogs: number }).orderLogs);
}

/** Slows every animation tenfold, so that a press can land in the middle of a slide. */
async function slowAnimations(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send("Animation.enable");
  await session.send("Animation.setPlaybackRate", { playbackRate: 0.1 });
}

function isSliding(page: Page) {
  return page.evaluate(isViewChanging);
}

/** Fills sign-up's fields and presses Sign Up, as a visitor does on the server's page. */
async function pressSignUp(page: Page, firstName = person.firstName) {
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill(person.lastName);
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByRole("button", { name: "Sign Up" }).click();
}

/**
 * Signs up, then reloads with the scripts held until the cover over the server's sign-up gives
 * up: the server's page is what the visitor has. The returned call lets the scripts through.
 */
async function reloadPastTheCover(page: Page) {
  await page.goto("/get");
  await signUp(page);
  const scripts = await holdScripts(page);
  await page.clock.install();
  await page.reload({ waitUntil: "domcontentloaded" });
  await expect(page.getByText(copy.resuming)).toBeVisible();
  await page.clock.fastForward(RESUME_COVER_MAX_MS);
  await expect(page.getByText(copy.resuming)).toBeHidden();
  return scripts;
}

test.describe("before the page is interactive", () => {
  test("a sign-up typed and pressed while the scripts load goes through once they arrive", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/get", { waitUntil: "domcontentloaded" });
    await pressSignUp(page);

    await expect(heading(page, "Create your account")).toBeVisible();
    expect(scripts.count(), "scripts were held").toBeGreaterThan(0);
    await scripts.release();

    await expectView(page, "welcome");
    await page.getByRole("button", { name: "Deposit" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expectView(page, "personal-info");
    await expect(page.getByLabel("First name")).toHaveValue(person.firstName);
    await expect(page.getByLabel("Last name")).toHaveValue(person.lastName);
    await expect(page.getByLabel("E-mail")).toHaveValue(person.email);
  });

  test("the skip link, typing and Enter while the scripts load sign up once they arrive", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/get", { waitUntil: "domcontentloaded" });
    await takeSkipLink(page);
    await expect(page).toHaveURL(/\/get#main$/);
    await signUpByKeyboard(page);

    await expect(heading(page, "Create your account")).toBeVisible();
    await scripts.release();
    await expectView(page, "welcome");
    await expect(heading(page, headingOf("welcome"))).toBeFocused();
    await page.getByRole("button", { name: "Deposit" }).click();
    await expectView(page, "select-card");
  });

  test("after a reload mid-flow, the page says it is picking up until the visitor's view is back", async ({
    page,
  }) => {
    await goToStep2(page);
    await page.getByLabel("Phone number").fill(person.phone);
    const scripts = await holdScripts(page);
    await page.reload({ waitUntil: "domcontentloaded" });
    // No empty sign-up to fill in again: the server's view is covered, and says why.
    await expect(page.getByText(copy.resuming)).toBeVisible();
    await expect(heading(page, "Create your account")).toBeHidden();
    await expect(page.getByLabel("First name")).toBeHidden();
    await expectNoAxeViolations(page);
    await scripts.release();

    await expectView(page, "personal-info");
    await expect(page.getByText(copy.resuming)).toBeHidden();
    await expect(page.getByLabel("Phone number")).toHaveValue(person.phone);
    await expect(heading(page, headingOf("personal-info"))).not.toBeFocused();
  });

  test("opened at #login, the page shows login once the scripts arrive, never sign-up", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/get#login", { waitUntil: "domcontentloaded" });
    await expect(page.getByText(copy.resuming)).toBeVisible();
    await expect(heading(page, "Create your account")).toBeHidden();
    await scripts.release();

    await expectView(page, "login");
    await expect(page.getByText(copy.resuming)).toBeHidden();
  });

  test("after a reload mid-flow, when the scripts take longer than the cover waits, a sign-up pressed on the server's page greets the new name", async ({
    page,
  }) => {
    const scripts = await reloadPastTheCover(page);
    // The server's sign-up is the page now; this visitor signs up again on it.
    await page.getByLabel("First name").fill("Grace");
    await page.getByLabel("Last name").fill("Hopper");
    await page.getByLabel("E-mail").fill("grace.hopper@example.test");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await scripts.release();

    await expect(heading(page, "Welcome, Grace")).toBeFocused();
    await expect(page).toHaveURL(/\/get#welcome$/);
    await page.goBack();
    await expectView(page, "sign-up");
    await expect(page.getByLabel("First name")).toHaveValue("Grace");
  });

  test("after a reload mid-flow, when the scripts take longer than the cover waits, a sign-up being typed into on the server's page stays", async ({
    page,
  }) => {
    const scripts = await reloadPastTheCover(page);
    await page.getByLabel("First name").fill("Grace");
    await page.getByLabel("Last name").pressSequentially("Hop");
    await scripts.release();

    // The flow has started, on the view the visitor is typing in: the URL names it.
    await expect(page).toHaveURL(/\/get$/);
    await expect(heading(page, "Create your account")).toBeVisible();
    await expect(page.getByLabel("Last name")).toBeFocused();
    await page.keyboard.type("per");
    await expect(page.getByLabel("Last name")).toHaveValue("Hopper");
    await expect(page.getByLabel("First name")).toHaveValue("Grace");
  });

  test("a name corrected and pressed again while the scripts load is the one greeted", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/get", { waitUntil: "domcontentloaded" });
    await pressSignUp(page, "Augsta");
    // Nothing happens yet: the visitor sees the typo, fixes it and presses again.
    await page.getByLabel("First name").fill(person.firstName);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await scripts.release();

    await expect(heading(page, headingOf("welcome"))).toBeFocused();
    await page.goBack();
    await expectView(page, "sign-up");
    await expect(page.getByLabel("First name")).toHaveValue(person.firstName);
  });

  test("Sign Up, then Login, pressed while the scripts load: the last press counts", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/get", { waitUntil: "domcontentloaded" });
    await pressSignUp(page);
    // Nothing happens yet: the visitor changes their mind and logs in instead.
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await scripts.release();

    await expect(heading(page, headingOf("login"))).toBeFocused();
    await expect(page).toHaveURL(/\/get#login$/);
  });

  test("Login, then Sign Up, pressed while the scripts load: the last press counts", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/get", { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await pressSignUp(page);
    await scripts.release();

    await expect(heading(page, headingOf("welcome"))).toBeFocused();
    await expect(page).toHaveURL(/\/get#welcome$/);
  });

  test("a field changed after a press, with no second press, leaves the press as it was made", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/get", { waitUntil: "domcontentloaded" });
    await pressSignUp(page);
    // Half-way through retyping when the scripts arrive: the browser checked the e-mail at the press.
    await page.getByLabel("E-mail").fill("a@");
    await scripts.release();

    await expect(heading(page, headingOf("welcome"))).toBeFocused();
    await page.getByRole("button", { name: "Deposit" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expectView(page, "personal-info");
    await expect(page.getByLabel("E-mail")).toHaveValue(person.email);
  });

  test("what was typed while the scripts load is what the flow holds once they arrive", async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto("/get", { waitUntil: "domcontentloaded" });
    await page.getByLabel("First name").fill(person.firstName);
    await page.getByLabel("E-mail").fill(person.email);
    await scripts.release();
    await page.waitForLoadState("load");

    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expectView(page, "login");
    await expect(page.getByLabel("E-mail")).toHaveValue(person.email);
    await page.getByRole("button", { name: "Back to Sign Up" }).click();
    await expectView(page, "sign-up");
    await expect(page.getByLabel("First name")).toHaveValue(person.firstName);
  });
});

test.describe("when the page's scripts fail to load", () => {
  test.use({
    allowedConsoleMessages: allow([
      /^Failed to load resource: net::ERR_FAILED$/,
    ]),
  });

  test("after a reload mid-flow, the server's page is uncovered at once", async ({
    page,
  }) => {
    await page.goto("/get");
    await signUp(page);
    await page.route("**/_next/static/chunks/*.js", (route) => route.abort());
    await page.reload({ waitUntil: "domcontentloaded" });

    // Well before the cover's time limit would take it away.
    await expect(heading(page, "Create your account")).toBeVisible({
      timeout: RESUME_COVER_MAX_MS / 2,
    });
    await expect(page.getByText(copy.resuming)).toBeHidden();
  });
});

test.describe("with JavaScript off", () => {
  test.use({
    javaScriptEnabled: false,
    // A press asks to send the form to React's placeholder address, which is not a place: the
    // page's policy refuses it, and says so, before the browser would refuse it anyway.
    allowedConsoleMessages: allow([
      /^Sending form data to 'javascript:.*violates the following Content Security Policy directive: "form-action 'self'"/,
    ]),
  });

  test("says the sign-up needs JavaScript, draws its buttons unavailable, and no press sends what was typed anywhere", async ({
    page,
    baseURL,
  }) => {
    // Every request the host receives, whatever the page itself reports.
    const received: string[] = [];
    const proxy = createServer((request, response) => {
      const body: Buffer[] = [];
      request.on("data", (chunk: Buffer) => body.push(chunk));
      request.on("end", () => {
        received.push(
          `${request.method} ${request.url}\n${Buffer.concat(body)}`,
        );
        const upstream = forward(
          new URL(request.url ?? "/", baseURL),
          { method: request.method, headers: request.headers },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.end(Buffer.concat(body));
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

    try {
      await page.goto(`${origin}/get`);
      // Text matching skips <noscript>, though with JavaScript off its content is on screen.
      const notice = page.locator("noscript > p");
      await expect(notice).toBeVisible();
      await expect(notice).toHaveText(copy.signUp.needsJavaScript);
      for (const [label, value] of [
        ["First name", person.firstName],
        ["Last name", person.lastName],
        ["E-mail", person.email],
      ] as const) {
        await page.getByLabel(label).fill(value);
      }
      for (const label of ["First name", "Last name", "E-mail"]) {
        await page.getByLabel(label).press("Enter");
      }
      // Drawn as the disabled buttons are, out of a pointer's reach; the keyboard still presses.
      for (const name of ["Sign Up", "Login"]) {
        const button = page.getByRole("button", { name, exact: true });
        await expect(button).toHaveCSS("opacity", "0.5");
        await expect(button).toHaveCSS("pointer-events", "none");
        await button.press("Enter");
      }
      await expect(page).toHaveURL(`${origin}/get`);
      await expect(page.getByLabel("E-mail")).toHaveValue(person.email);

      // Anything a press set off has reached the host by the time the next page has.
      await page.goto(`${origin}/token`);
      const typed = [person.firstName, person.lastName, person.email];
      const leaks = received.filter((request) =>
        typed.some(
          (value) =>
            request.includes(value) ||
            request.includes(encodeURIComponent(value)),
        ),
      );
      expect(leaks).toEqual([]);
      expect(received.length).toBeGreaterThan(0);
    } finally {
      proxy.close();
    }
  });
});

test.describe("quick hands", () => {
  for (const motion of ["no-preference", "reduce"] as const) {
    test.describe(`with motion ${motion === "reduce" ? "reduced" : "on"}`, () => {
      test.use({ reducedMotion: motion });

      test("a double-click on Sign Up, Deposit or Next moves one view", async ({
        page,
      }) => {
        const orderLogs = await countOrderLogs(page);
        await page.goto("/get");
        const start = await historyLength(page);
        await page.getByLabel("First name").fill(person.firstName);
        await page.getByLabel("Last name").fill(person.lastName);
        await page.getByLabel("E-mail").fill(person.email);

        const steps: [string, View][] = [
          ["Sign Up", "welcome"],
          ["Deposit", "select-card"],
          ["Next", "personal-info"],
        ];
        for (const [index, [button, view]] of steps.entries()) {
          await page.getByRole("button", { name: button }).dblclick();
          await expectView(page, view);
          await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
          expect(await historyLength(page)).toBe(start + index + 1);
        }

        await page.getByLabel("Date of birth").fill(person.birthDate);
        await page.getByLabel("Phone number").fill(person.phone);
        await page.getByRole("button", { name: "Next" }).dblclick();
        await expect.poll(orderLogs).toBe(1);
        await expectView(page, "personal-info");
        expect(await orderLogs()).toBe(1);
      });

      test("Enter held down on a button moves one view", async ({ page }) => {
        await page.goto("/get");
        await signUp(page);
        const start = await historyLength(page);
        await page.getByRole("button", { name: "Deposit" }).focus();
        for (let press = 0; press < 5; press += 1) {
          await page.keyboard.down("Enter");
        }
        await page.keyboard.up("Enter");
        await expectView(page, "select-card");
        expect(await historyLength(page)).toBe(start + 1);
      });
    });
  }

  test("a second press while sign-up slides out moves no further and sends nothing", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/get");
    const start = await historyLength(page);
    await page.getByLabel("First name").fill(person.firstName);
    await page.getByLabel("Last name").fill(person.lastName);
    await page.getByLabel("E-mail").fill(person.email);
    // The second press comes the moment the view starts to change, while sign-up is still on
    // the page, rather than racing the driver's own timing. Were the form sent, the page's
    // policy would refuse it with a console error, which fails the test.
    await page.evaluate(() => {
      const form = document.querySelector("main form");
      const start = document.startViewTransition.bind(document);
      document.startViewTransition = (update) => {
        document.startViewTransition = start;
        setTimeout(() => {
          if (!(form instanceof HTMLFormElement)) return;
          form.requestSubmit();
          Object.assign(window, { pressedAgain: form.isConnected });
        });
        return start(update);
      };
    });
    await page.keyboard.press("Enter");
    await expectView(page, "welcome");
    expect(await historyLength(page)).toBe(start + 1);
    expect(
      await page.evaluate(
        () => "pressedAgain" in window && window.pressedAgain,
      ),
      "the second press reached sign-up's form on the page",
    ).toBe(true);
  });

  /**
   * A press with the mouse, as soon as the button can be hit; or Tab to it and Enter, as soon as
   * the view it changes to has put focus on its heading, where a keyboard user starts from.
   */
  const pressWith = {
    mouse: (page: Page, button: Locator) => button.click(),
    keyboard: async (page: Page, button: Locator) => {
      await tabTo(page, button);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    },
  };

  for (const [input, pressButton] of Object.entries(pressWith)) {
    test(`Login then Back to Sign Up, as fast as the ${input} goes, ends on sign-up`, async ({
      page,
    }) => {
      await page.goto("/get");
      for (let round = 0; round < 2; round += 1) {
        await pressButton(
          page,
          page.getByRole("button", { name: "Login", exact: true }),
        );
        await pressButton(
          page,
          page.getByRole("button", { name: "Back to Sign Up" }),
        );
      }
      await expectView(page, "sign-up");
      await expect(heading(page, viewTitles["sign-up"])).toBeFocused();
    });
  }

  test("a click while the login view slides in leaves focus on its heading", async ({
    page,
  }) => {
    await page.goto("/get");
    await slowAnimations(page);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    const title = heading(page, viewTitles.login);
    await expect(title).toBeFocused();
    await expect.poll(() => isSliding(page)).toBe(true);
    // Where the password field is: mid-slide, the browser's pictures of the change take the click.
    const field = (await page.getByLabel("Password").boundingBox())!;
    await page.mouse.click(
      field.x + field.width / 2,
      field.y + field.height / 2,
    );
    expect(await isSliding(page), "clicked during the slide").toBe(true);
    await expect(title).toBeFocused();
  });

  test("a password typed while the login view slides in is kept", async ({
    page,
  }) => {
    await page.goto("/get");
    await slowAnimations(page);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    const password = page.getByLabel("Password");
    await expect.poll(() => isSliding(page)).toBe(true);
    await password.fill(person.password);
    expect(await isSliding(page), "typed during the slide").toBe(true);

    await expect.poll(() => isSliding(page)).toBe(false);
    await expect(password).toHaveValue(person.password);
    await page.getByLabel("E-mail").fill(person.email);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(
      heading(page, headingOf("welcome", copy.loginFirstName)),
    ).toBeVisible();
  });
});

test.describe("Back, Forward and reload", () => {
  test("the tab title names the view after a reload and after Back", async ({
    page,
  }) => {
    await page.goto("/get");
    await signUp(page);
    await page.getByRole("button", { name: "Deposit" }).click();
    await expectView(page, "select-card");
    await page.reload();
    await expectView(page, "select-card");
    await page.goBack();
    await expectView(page, "welcome");
    await page.reload();
    await expectView(page, "welcome");
  });

  test("any run of Back and Forward settles on the view the history names, and keeps every entry", async ({
    page,
  }) => {
    // About thirty moves, each burst checked: a loaded machine needs more than the default time.
    test.slow();
    const seed = walkSeed(process.env);
    const random = randomFrom(seed);
    test.info().annotations.push({
      type: "seed",
      description: `WALK_SEED=${seed} walks this run again`,
    });
    const views: View[] = [
      "sign-up",
      "welcome",
      "select-card",
      "personal-info",
    ];
    await goToStep2(page);
    const length = await historyLength(page);
    let index = views.length - 1;
    const walk: string[] = [];

    for (let burst = 0; burst < 8; burst += 1) {
      const { presses, endIndex } = planBurst(random, index, views.length - 1);
      for (const { press, pauseMs } of presses) {
        walk.push(press);
        // Committed is enough: the next press comes before the view has changed.
        await (press === "Back"
          ? page.goBack({ waitUntil: "commit" })
          : page.goForward({ waitUntil: "commit" }));
        // A visitor's rhythm, not a wait for the page: 0 to 150 ms between presses.
        await page.waitForTimeout(pauseMs);
      }
      index = endIndex;
      const where = `seed ${seed} (WALK_SEED=${seed} walks it again), after ${walk.join(", ")}`;
      await expectSettledView(page, views[index] ?? "sign-up", where);
      expect(await historyLength(page), where).toBe(length);
    }

    await page.reload();
    await expectView(page, views[index] ?? "sign-up", `seed ${seed}, reload`);
  });
});
