import { chromium } from "@playwright/test";

import {
  TEST_CHROMIUM_ARGS,
  testChromiumExecutable,
} from "../scripts/chromium-executable";
import type { Engine } from "./engines/engine-page";
import { VIEWPORTS } from "./engines/journey";
import { journeys } from "./engines/journeys";
import { startPlaywrightEngine } from "./engines/playwright-engine";
import { expect, test } from "./fixtures";

// On macOS and Windows, where Debian's Firefox and WebKitGTK cannot be installed, the cross-engine
// journeys run in Playwright's own Firefox and WebKit through this adapter. Those builds cannot be
// downloaded here, so the adapter is held to the journeys in Chromium: every action they take
// (typing into a field or into whatever has focus, clearing, a key pressed, Back, Forward, reload,
// reading the page) and the problems it must report or let pass (a 404 page's own report, the
// refused scene).
const THROUGH_ADAPTER = [
  "route-not-found",
  "copy-address",
  "fee-calculator",
  "get-flow",
  "keyboard-focus",
  "keyboard-get",
];

test.describe("the cross-engine journeys through Playwright's engines", () => {
  let engine: Engine | undefined;

  test.beforeAll(async ({ baseURL }) => {
    engine = await startPlaywrightEngine(chromium, baseURL!, {
      launch: {
        executablePath: testChromiumExecutable(),
        args: TEST_CHROMIUM_ARGS,
      },
      // Chromium lets a page write to the clipboard only when granted; Firefox and WebKit let a click.
      context: { permissions: ["clipboard-read", "clipboard-write"] },
    });
  });

  test.afterAll(() => engine?.stop());

  const phone = VIEWPORTS[0]!;
  for (const journey of journeys.filter(({ id }) =>
    THROUGH_ADAPTER.includes(id),
  ))
    test(`${journey.id}: ${journey.name}`, async () => {
      const page = await engine!.newPage(phone);
      try {
        await journey.run(page, {
          engine: "webkit",
          viewport: phone,
          env: {},
          note: () => {},
          screenshotFile: (route) => test.info().outputPath(`${route}.png`),
        });
        expect(await page.problems()).toEqual([]);
      } finally {
        await page.close();
      }
    });
});
