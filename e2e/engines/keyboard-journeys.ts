import {
  copyOf,
  languageCodes,
  languages,
  pathIn,
} from "../../content/languages";
import {
  countries,
  DEFAULT_COUNTRY_CODE,
  requireCountry,
} from "../../content/countries";
import { brandColors } from "../../lib/brand";
import { CARD_ORDER_LOG } from "../../lib/card-order";
import type { View } from "../../lib/get-flow-machine";
import { viewHeading } from "../../lib/get-flow-title";
import { computedRgb } from "../computed-rgb";
import { person } from "../person";
import type { EngineKey, EnginePage } from "./engine-page";
import type { Journey } from "./journey";
import { fieldValue, waitForHydration } from "./page-reads";
import { waitForEqual } from "./wait-until";

const { chrome, site, get } = copyOf("en");

/**
 * What has keyboard focus, as a line: `a "Skip to content"`, `button "Copy…" in header`,
 * `input "E-mail" in main`, `main`.
 */
function focused(page: EnginePage) {
  return page.read(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "nothing";
    if (element.matches("main")) return "main";
    const label =
      element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
    const name =
      element.getAttribute("aria-label") ??
      (label ?? element).textContent?.replace(/\s+/g, " ").trim() ??
      "";
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

/**
 * Whether what has focus draws the site's focus ring, the lilac ring every control shares, and
 * the browser's own outline beside it.
 */
const focusRings = (page: EnginePage) =>
  page.read((ring: string) => {
    const style = document.activeElement
      ? getComputedStyle(document.activeElement)
      : undefined;
    return {
      ours: Boolean(style?.boxShadow.includes(ring)),
      browsers: style?.outlineStyle ?? "",
    };
  }, computedRgb(brandColors.lilac));

/** Waits until `expected` has focus and draws its ring. */
async function expectFocusedWithRing(
  page: EnginePage,
  expected: string,
  after: string,
) {
  await waitForEqual(
    `what has focus after ${after}`,
    () => focused(page),
    expected,
  );
  await waitForEqual(
    `the focus rings ${expected} shows`,
    () => focusRings(page),
    { ours: true, browsers: "none" },
  );
}

/** Presses `key`, which is to bring focus to `expected`. */
async function pressTo(page: EnginePage, key: EngineKey, expected: string) {
  await page.press(key);
  await expectFocusedWithRing(page, expected, key);
}

/** Presses Tab until `expected` has focus, as a visitor looks for a control. */
async function tabTo(page: EnginePage, expected: string) {
  for (let presses = 0; presses < 12; presses += 1) {
    if ((await focused(page)) === expected) break;
    await page.press("Tab");
  }
  await expectFocusedWithRing(page, expected, "Tab");
}

const inMain = (tag: string, name: string) => `${tag} "${name}" in main`;

/** The heading of the /get view a press brought, which takes focus. */
function expectViewHeadingFocused(page: EnginePage, view: View) {
  return waitForEqual(
    `what has focus on ${view}`,
    () => focused(page),
    inMain("h1", viewHeading(get, view, person.firstName)),
  );
}

/** The country button's name with `code` chosen: "Country calling code: Germany +49". */
function countryButtonName(code: string) {
  const { name, dialCode } = requireCountry(countries, code);
  return `${get.personalInfo.country.label}: ${name} ${dialCode}`;
}

const countryButton = (code: string) =>
  inMain("button", countryButtonName(code));

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
      for (const [key, name] of steps)
        await pressTo(page, key, `a "${name}" in header`);
      await waitForEqual(
        "how far the page has scrolled",
        () => page.read(() => window.scrollY),
        0,
      );
    },
  },
  {
    id: "keyboard-get",
    name: "/get from sign-up to step 2's Next with the keyboard alone, a focus ring on every control Tab reaches",
    async run(page) {
      const { fields } = get;
      await page.open("/get");
      await waitForHydration(page, { role: "button", name: get.signUp.submit });
      await pressTo(page, "Tab", `a "${chrome.skipLink}"`);
      await page.press("Enter");
      await waitForEqual(
        "what has focus after the skip link",
        () => focused(page),
        "main",
      );

      await pressTo(page, "Tab", inMain("input", fields.firstName.label));
      await page.typeIntoFocus(person.firstName);
      await pressTo(page, "Tab", inMain("input", fields.lastName.label));
      await page.typeIntoFocus(person.lastName);
      await pressTo(page, "Tab", inMain("input", fields.email.label));
      await page.typeIntoFocus(person.email);
      await page.press("Enter");
      await expectViewHeadingFocused(page, "welcome");

      await pressTo(page, "Tab", inMain("button", get.welcome.deposit));
      await page.press("Enter");
      await expectViewHeadingFocused(page, "select-card");
      await tabTo(page, inMain("button", get.selectCard.buttons.next));
      await page.press("Enter");
      await expectViewHeadingFocused(page, "personal-info");

      await tabTo(page, inMain("input", fields.birthDate.label));
      // As written in an English browser, with its separators: WebKitGTK's date field does not
      // move on after two digits.
      const [year, month, day] = person.birthDate.split("-");
      await page.typeIntoFocus(`${month}/${day}/${year}`);
      await waitForEqual(
        "the date of birth",
        () => fieldValue(page, fields.birthDate.label),
        person.birthDate,
      );
      await tabTo(page, countryButton(DEFAULT_COUNTRY_CODE));
      await page.press("Enter");
      await waitForEqual(
        "what has focus in the open list",
        () => focused(page),
        inMain("input", get.personalInfo.country.search),
      );
      await page.typeIntoFocus("austral");
      await page.press("Enter");
      await waitForEqual(
        "what has focus once a country is chosen",
        () => focused(page),
        countryButton("AU"),
      );
      await pressTo(page, "Tab", inMain("input", fields.phone.label));
      // Dialled as from Australia, whose prefix for calling abroad is 0011: the picker follows the
      // number to Germany, and writes it after a "+" (in Germany, 0011 would be a call to +11).
      await page.typeIntoFocus("0011 49 30 1234567");
      await waitForEqual(
        "the number once the picker has followed it",
        () => fieldValue(page, fields.phone.label),
        "+49 30 1234567",
      );
      await waitForEqual(
        "the picker's country",
        () =>
          page.read(
            (name: string) =>
              window.engineJourney!.find({ role: "button", name }).length,
            countryButtonName("DE"),
          ),
        1,
      );

      // Step 2's Next only writes the order to the console, which WebDriver classic does not read.
      await page.read(() => {
        const logged: string[] = [];
        const log = console.log.bind(console);
        console.log = (...args: unknown[]) => {
          logged.push(String(args[0]));
          log(...args);
        };
        Object.assign(window, { loggedByJourney: logged });
      });
      await page.press("Enter");
      await waitForEqual(
        "what step 2's Next wrote to the console",
        () =>
          page.read(
            () =>
              (window as unknown as { loggedByJourney: string[] })
                .loggedByJourney,
          ),
        [CARD_ORDER_LOG],
      );
    },
  },
];
