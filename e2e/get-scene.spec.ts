import type { Page, Request } from "@playwright/test";

import { en } from "../content/en";
import { sceneUrl } from "../content/scene";
import { expect, test } from "./fixtures";
import { allow, signUp } from "./get-helpers";

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

/**
 * Resolves once the browser has had an idle moment, when the background would have acted, and
 * with the background's own bound: a page kept busy (two browsers on two cores) may have none.
 */
async function idle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => resolve(), { timeout: 3000 }),
      ),
  );
}

// When the scene cannot be fetched, the browser reports the failed request; when it cannot be
// decoded, React logs the error the background's boundary caught. Nothing else may reach the console.
const SCENE_FAILURE_MESSAGES = {
  refused: [/net::ERR_CONNECTION_REFUSED/],
  missing: [/the server responded with a status of 404/],
  undecodable: [/^Error: Data read, but end of buffer not reached/],
};

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
        // Nothing moves, so nothing offers to stop it.
        await expect(
          page.getByRole("checkbox", { name: en.get.pauseScene }),
        ).toHaveCount(0);
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
      await expect(
        page.getByRole("checkbox", { name: en.get.pauseScene }),
      ).toHaveCount(0);
      await signUp(page);
    });
  });

  test("the panel lets the scene show through, unless the visitor asks for less transparency", async ({
    page,
  }) => {
    // The alpha of the panel's background as computed: `rgb(…)` when opaque, `… / 0.85)` if not.
    const panelAlpha = () =>
      page.locator("#get-panel").evaluate((panel) => {
        const colour = getComputedStyle(panel).backgroundColor;
        return Number(/\/\s*([\d.]+)\)$/.exec(colour)?.[1] ?? 1);
      });
    await page.goto("/get");
    expect(await panelAlpha()).toBeLessThan(1);

    const devtools = await page.context().newCDPSession(page);
    await devtools.send("Emulation.setEmulatedMedia", {
      features: [{ name: "prefers-reduced-transparency", value: "reduce" }],
    });
    expect(await panelAlpha()).toBe(1);
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
