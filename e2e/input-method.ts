import type { Page } from "@playwright/test";

import { PROCESSED_BY_INPUT_METHOD } from "../lib/is-input-method-key";

/**
 * An input method (a Japanese, Chinese or Korean keyboard, some phone keyboards) as Chromium
 * reports one, driven through the DevTools protocol: text is composed in the focused field, and
 * the keys pressed meanwhile reach the page marked as the method's (`isComposing`, key code 229)
 * before the method acts on them.
 */
export async function inputMethod(page: Page) {
  const session = await page.context().newCDPSession(page);
  const pressWhileComposing = (key: string) =>
    session.send("Input.dispatchKeyEvent", {
      type: "rawKeyDown",
      key,
      code: key,
      windowsVirtualKeyCode: PROCESSED_BY_INPUT_METHOD,
    });
  let composed = "";
  return {
    compose(text: string) {
      composed = text;
      return session.send("Input.imeSetComposition", {
        text,
        selectionStart: text.length,
        selectionEnd: text.length,
      });
    },
    /** Enter: the composed text goes into the field as it stands. */
    async confirm() {
      await pressWhileComposing("Enter");
      await session.send("Input.insertText", { text: composed });
    },
    /** Escape: the composed text is dropped. */
    async cancel() {
      composed = "";
      await pressWhileComposing("Escape");
      await session.send("Input.imeSetComposition", {
        text: "",
        selectionStart: 0,
        selectionEnd: 0,
      });
    },
    /** A key that moves through the method's candidates. */
    pressWhileComposing,
  };
}
