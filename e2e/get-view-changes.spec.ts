import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { heading, person, signUp } from "./get-helpers";

/**
 * Records each view transition the page plays: which way the entering and leaving views slide
 * (read from their animations' keyframes, the one place a transition's motion can be observed
 * without timing a screenshot), whether the panel morphs between two heights, and how the views
 * sliding across it are clipped.
 */
type Played = { slides: string[]; panelHeights: string[]; viewsClip: string };

async function recordViewTransitions(page: Page) {
  await page.addInitScript(() => {
    const played: Played[] = [];
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
            const views = getComputedStyle(
              document.documentElement,
              "::view-transition-group-children(get-panel)",
            );
            played.push({
              slides: [...new Set(slides)].sort(),
              panelHeights,
              viewsClip: `${views.overflow} ${views.borderRadius}`,
            });
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
          viewTransitions: Played[];
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
    for (const { panelHeights, viewsClip } of await viewTransitions(page)) {
      expect(panelHeights).toHaveLength(2);
      expect(panelHeights[0], "the panel keeps one height").not.toBe(
        panelHeights[1],
      );
      // Cut at the panel's rounded edge, never drawn over the page around it.
      expect(viewsClip).toBe("clip 24px");
    }
  });

  test("Back and Forward show their view at once, as the browser's own Back does", async ({
    page,
  }) => {
    await recordViewTransitions(page);
    await signUpAndDeposit(page);
    await expect.poll(async () => (await viewTransitions(page)).length).toBe(2);
    await page.goBack();
    await expect(heading(page, `Welcome, ${person.firstName}`)).toBeFocused();
    await page.goForward();
    await expect(heading(page, "Select your card")).toBeFocused();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(heading(page, "Personal information")).toBeFocused();
    // The press after them slides: only the two presses before and this one played.
    await expect.poll(async () => (await viewTransitions(page)).length).toBe(3);
  });

  test("under reduced motion every change is instant", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await recordViewTransitions(page);
    await signUpAndDeposit(page);
    await page.goBack();
    await expect(heading(page, `Welcome, ${person.firstName}`)).toBeFocused();
    await expect(page).toHaveTitle("Welcome · Solswipe");
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
