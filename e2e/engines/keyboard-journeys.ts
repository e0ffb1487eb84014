import {
  copyOf,
  languageCodes,
  languages,
  pathIn,
} from "../../content/languages";
import type { EngineKey, EnginePage } from "./engine-page";
import type { Journey } from "./journey";
import { waitForHydration } from "./page-reads";
import { waitForEqual } from "./wait-until";

const { chrome, site } = copyOf("en");

/** What has keyboard focus, as a line: `a "Skip to content"`, `button "Copy…" in header`, `main`. */
function focused(page: EnginePage) {
  return page.read(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "nothing";
    if (element.matches("main")) return "main";
    const name =
      element.getAttribute("aria-label") ??
      (element.textContent ?? "").replace(/\s+/g, " ").trim();
    const landmark = element.parentElement?.closest("header, main, footer");
    const inside = landmark ? ` in ${landmark.tagName.toLowerCase()}` : "";
    return `${element.tagName.toLowerCase()} "${name}"${inside}`;
  });
}

/** Focus put on an element by script, as a Tab would bring it there. */
function focusOn(page: EnginePage, selector: string) {
  return page.read((css: string) => {
    const element = document.querySelector<HTMLElement>(css);
    element?.focus();
    return document.activeElement === element;
  }, selector);
}

const address = (page: EnginePage) =>
  page.read(() => `${location.pathname}${location.hash}`);

export const keyboardJourneys: Journey[] = [
  {
    id: "keyboard-focus",
    name: `a footer link followed by Enter starts Tab again at "${chrome.skipLink}", and the skip link moves focus to the main content, the address unchanged`,
    async run(page) {
      await page.open("/");
      await waitForHydration(page, {
        role: "link",
        name: site.privacy.label,
        within: { role: "navigation", name: chrome.footerNavLabel },
      });
      await waitForEqual(
        "the footer's Privacy link to take focus",
        () => focusOn(page, `footer a[href="${site.privacy.href}"]`),
        true,
      );
      await page.press("Enter");
      await waitForEqual("the address", () => address(page), site.privacy.href);
      await waitForEqual(
        "what has focus after the link",
        () => focused(page),
        `a "${chrome.skipLink}"`,
      );
      await page.press("Tab");
      await waitForEqual(
        "whether Tab reaches the bar next, as on a page loaded afresh",
        () =>
          page.read(() => Boolean(document.activeElement?.closest("header"))),
        true,
      );

      await waitForEqual(
        "the skip link to take focus again",
        () => focusOn(page, 'a[href="#main"]'),
        true,
      );
      await page.press("Enter");
      await waitForEqual(
        "what has focus after the skip link",
        () => focused(page),
        "main",
      );
      await waitForEqual(
        "the address after the skip link",
        () => address(page),
        site.privacy.href,
      );
      await page.press("Tab");
      await waitForEqual(
        "whether Tab now goes on inside the main content",
        () => page.read(() => Boolean(document.activeElement?.closest("main"))),
        true,
      );
    },
  },
  {
    id: "keyboard-language-list",
    name: "the open language list answers the arrow keys, Home and End as a menu does, with a focus ring on each language reached, the page staying put",
    async run(page) {
      const [first, second] = languageCodes.map((code) => languages[code].name);
      const last = languages[languageCodes[languageCodes.length - 1]!].name;
      await page.open(pathIn("pt-br", "/token"));
      await waitForEqual(
        "the globe to take focus",
        () => focusOn(page, "header summary"),
        true,
      );
      await page.press("Enter");
      await waitForHydration(page, {
        role: "link",
        name: first,
        within: {
          role: "navigation",
          name: copyOf("pt-br").chrome.mainNavLabel,
        },
      });
      const steps: [EngineKey, string | undefined][] = [
        ["ArrowDown", first],
        ["ArrowDown", second],
        ["ArrowUp", first],
        ["End", last],
        ["Home", first],
      ];
      for (const [key, name] of steps) {
        await page.press(key);
        await waitForEqual(
          `what has focus after ${key}`,
          () => focused(page),
          `a "${name}" in header`,
        );
        await waitForEqual(
          `whether the language ${key} reached shows its focus ring`,
          () =>
            page.read(() => document.activeElement!.matches(":focus-visible")),
          true,
        );
      }
      await waitForEqual(
        "how far the page has scrolled",
        () => page.read(() => window.scrollY),
        0,
      );
    },
  },
];
