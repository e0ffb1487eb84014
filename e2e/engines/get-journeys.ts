import { en } from "../../content/en";
import { site } from "../../content/site";
import type { View } from "../../lib/get-flow-machine";
import { documentTitle, viewHeading } from "../../lib/get-flow-title";
import { planBurst, randomFrom, walkSeed } from "../back-forward-walk";
import { crossingTheEdge } from "../crossing-the-edge";
import { linesPastTheirFrame } from "../lines-past-their-frame";
import { panelUnderTheBar } from "../panel-under-the-bar";
import { person } from "../person";
import { addReaderStyles, TEXT_SPACING } from "../text-spacing";
import { expectHeadingDrawn } from "./drawn-heading";
import type { EnginePage } from "./engine-page";
import { LARGE_TEXT_PHONE, VIEWPORTS, type Journey } from "./journey";
import { fieldRefusal, fieldValue, waitForHydration } from "./page-reads";
import type { Target } from "./target";
import { waitForEqual } from "./wait-until";

const {
  fields: fieldCopy,
  signUp: signUpCopy,
  welcome: welcomeCopy,
  selectCard: selectCardCopy,
  personalInfo: personalInfoCopy,
} = en.get;

const field = (name: keyof typeof fieldCopy): Target => ({
  label: fieldCopy[name].label,
});
const button = (name: string): Target => ({ role: "button", name });
const SIGN_UP = button(signUpCopy.submit);

/** The views of a walk from sign-up to step 2, in history order. */
const WALK: View[] = ["sign-up", "welcome", "select-card", "personal-info"];

// A view change takes a quarter of a second: a page still catching up after this is behind.
const SETTLED_WITHIN_MS = 1_000;

/** What the flow's heading, URL fragment and tab title say. */
function readView(page: EnginePage) {
  return page.read(() => ({
    headings: [...document.querySelectorAll("h1")].map(
      (heading) => heading.textContent,
    ),
    hash: location.hash,
    title: document.title,
  }));
}

function expectedView(view: View) {
  return {
    headings: [viewHeading(en.get, view, person.firstName)],
    hash: view === "sign-up" ? "" : `#${view}`,
    title: documentTitle(en.get, view, site.name),
  };
}

/** The heading, the URL and the tab title all name `view`. */
async function expectView(page: EnginePage, view: View, timeoutMs?: number) {
  await waitForEqual(
    `the heading, URL fragment and title on ${view}`,
    () => readView(page),
    expectedView(view),
    timeoutMs,
  );
}

function historyLength(page: EnginePage) {
  return page.read(() => history.length);
}

async function signUp(page: EnginePage) {
  await page.type(field("firstName"), person.firstName);
  await page.type(field("lastName"), person.lastName);
  await page.type(field("email"), person.email);
  await page.click(SIGN_UP);
  await expectView(page, "welcome");
}

export async function goToStep2(page: EnginePage) {
  await page.open("/get");
  await signUp(page);
  await page.click(button(welcomeCopy.deposit));
  await expectView(page, "select-card");
  await page.click(button(selectCardCopy.buttons.next));
  await expectView(page, "personal-info");
}

/**
 * From sign-up to step 2 by the buttons, `check` run on each view a press brings, and step 1's
 * card with every line inside it.
 */
async function walkToStep2(
  page: EnginePage,
  check: (view: View) => Promise<unknown>,
) {
  await signUp(page);
  await check("welcome");
  await page.click(button(welcomeCopy.deposit));
  await expectView(page, "select-card");
  await check("select-card");
  await waitForEqual(
    "the lines cut off step 1's card",
    () => page.read(linesPastTheirFrame, "main [role=img]"),
    [],
  );
  await page.click(button(selectCardCopy.buttons.next));
  await expectView(page, "personal-info");
  await check("personal-info");
}

async function expectStep2Prefilled(page: EnginePage) {
  await waitForEqual(
    "step 2's name and e-mail fields",
    async () => [
      await fieldValue(page, fieldCopy.firstName.label),
      await fieldValue(page, fieldCopy.lastName.label),
      await fieldValue(page, fieldCopy.email.label),
    ],
    [person.firstName, person.lastName, person.email],
  );
}

export const getJourneys: Journey[] = [
  {
    id: "sign-up-validation",
    name: "sign-up refuses an e-mail without @, saying so in the page's words, and blank names, and adds no history entry for them",
    async run(page) {
      await page.open("/get");
      // The refusals are read right after each press, which the flow decides on the spot once
      // hydrated; before that, React would replay the press later.
      await waitForHydration(page, SIGN_UP);
      const start = await historyLength(page);
      await page.type(field("firstName"), person.firstName);
      await page.type(field("lastName"), person.lastName);
      await page.type(field("email"), "augusta.byronova.example.test");
      await page.click(SIGN_UP);
      await expectView(page, "sign-up");
      await waitForEqual(
        "the message beside the e-mail the browser refused",
        () => fieldRefusal(page, fieldCopy.email.label),
        en.get.refusals.email,
      );

      await page.clear(field("email"));
      await page.type(field("email"), person.email);
      await page.clear(field("firstName"));
      await page.type(field("firstName"), "   ");
      await page.clear(field("lastName"));
      await page.type(field("lastName"), "   ");
      await page.click(SIGN_UP);
      await expectView(page, "sign-up");

      await page.clear(field("firstName"));
      await page.type(field("firstName"), person.firstName);
      await page.clear(field("lastName"));
      await page.type(field("lastName"), person.lastName);
      await page.click(SIGN_UP);
      await expectView(page, "welcome");
      await waitForEqual(
        "the history's length: one entry for the one accepted sign-up",
        () => historyLength(page),
        start + 1,
      );
    },
  },
  {
    id: "get-flow",
    name: "sign-up greets by first name, Deposit and Next reach step 2 prefilled; Back, Forward and reload keep view, URL and title together, the view drawn after the reload",
    async run(page, { screenshotFile }) {
      await goToStep2(page);
      await expectStep2Prefilled(page);
      await page.back();
      await expectView(page, "select-card");
      await page.back();
      await expectView(page, "welcome");
      await page.forward();
      await expectView(page, "select-card");
      await page.forward();
      await expectView(page, "personal-info");
      await page.reload();
      await expectView(page, "personal-info");
      // The page covers the server's sign-up until the flow shows step 2: the cover is gone.
      await expectHeadingDrawn(page, screenshotFile("get-reloaded-step-2"));
      await expectStep2Prefilled(page);
      await page.back();
      await expectView(page, "select-card");
      await page.reload();
      await expectView(page, "select-card");
    },
  },
  {
    id: "get-views-drawn",
    name: "each /get view a press brings is drawn on the screen once its slide ends, nothing crossing the window's edge, step 1's card with every line inside it, large text included",
    viewports: [...VIEWPORTS, LARGE_TEXT_PHONE],
    async run(page, { screenshotFile }) {
      const expectDrawn = async (screenshot: string) => {
        await expectHeadingDrawn(page, screenshotFile(screenshot));
        await waitForEqual(
          "how far the panel starts under the navigation bar, in px",
          () => page.read(panelUnderTheBar),
          0,
        );
        await waitForEqual(
          "what crosses the window's edge",
          () => page.read(crossingTheEdge, null),
          [],
        );
      };
      await page.open("/get");
      await walkToStep2(page, (view) => expectDrawn(`get-${view}`));
      await page.click(button(personalInfoCopy.buttons.back));
      await expectView(page, "select-card");
      await expectDrawn("get-select-card-again");
    },
  },
  {
    id: "get-text-spacing",
    name: "with a reader's text spacing (WCAG 1.4.12), each /get view from sign-up to step 2: nothing crossing the window's edge, step 1's card with every line inside it",
    async run(page) {
      const expectFits = (view: View) =>
        waitForEqual(
          `what crosses the window's edge on ${view}`,
          () => page.read(crossingTheEdge, null),
          [],
        );
      await page.open("/get");
      await page.read(addReaderStyles, TEXT_SPACING);
      await expectFits("sign-up");
      await walkToStep2(page, expectFits);
    },
  },
  {
    id: "back-forward",
    name: "any quick burst of Back and Forward settles within a second on the view the history names, and a reload keeps it",
    async run(page, { env, note }) {
      const seed = walkSeed(env);
      note(`WALK_SEED=${seed}`);
      const random = randomFrom(seed);
      await goToStep2(page);
      const length = await historyLength(page);
      let index = WALK.length - 1;
      const walk: string[] = [];

      for (let burst = 0; burst < 8; burst += 1) {
        const { presses, endIndex } = planBurst(random, index, WALK.length - 1);
        for (const { press, pauseMs } of presses) {
          walk.push(press);
          await (press === "Back" ? page.back() : page.forward());
          // A visitor's rhythm, not a wait for the page: 0 to 150 ms between presses.
          await new Promise((resolve) => setTimeout(resolve, pauseMs));
        }
        index = endIndex;
        const view = WALK[index] ?? "sign-up";
        try {
          await expectView(page, view, SETTLED_WITHIN_MS);
          await waitForEqual(
            "the history's length",
            () => historyLength(page),
            length,
            0,
          );
        } catch (error) {
          throw new Error(
            `WALK_SEED=${seed}, after ${walk.join(", ")}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }

      await page.reload();
      await expectView(page, WALK[index] ?? "sign-up");
    },
  },
];
