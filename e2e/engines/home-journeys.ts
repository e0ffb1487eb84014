import { en } from "../../content/en";
import type { FaqGroup } from "../../content/en/faq";
import { copyOf, languages, pathIn } from "../../content/languages";
import { site } from "../../content/site";
import { formatUsdCents } from "../../lib/number-format";
import type { EnginePage } from "./engine-page";
import type { Journey, JourneyContext } from "./journey";
import { attributeOf, waitForHydration } from "./page-reads";
import type { Scope, Target } from "./target";
import { waitForEqual, waitUntil } from "./wait-until";

const { chrome } = en;
const faqColumns = en.faq.columns;

function questionAt(column: number, index: number) {
  const item = faqColumns[column]?.flatMap((group: FaqGroup) => group.items)[
    index
  ];
  if (!item) throw new Error(`No FAQ item ${index} in column ${column}`);
  return item.question;
}

const QUESTIONS = {
  firstLeft: questionAt(0, 0),
  secondLeft: questionAt(0, 1),
  firstRight: questionAt(1, 0),
};
type Question = keyof typeof QUESTIONS;

/** A question is pressed where a visitor reads it: its heading, inside the disclosure's summary. */
const question = (name: string): Target => ({
  role: "heading",
  level: 4,
  name,
});
const faqRegion: Scope = { role: "region", name: en.home.faqIntro.title };

/** Which of the three questions are open: the disclosure says so, and its answer shows. */
function openQuestions(page: EnginePage) {
  return page.read(
    (questions: Record<Question, string>) =>
      Object.entries(questions)
        .filter(([, name]) => {
          const { find } = window.engineJourney!;
          const [heading] = find({ role: "heading", level: 4, name });
          const disclosure = heading?.closest("details");
          const answer = disclosure?.querySelector("summary + *");
          const isOpen = disclosure?.open === true;
          const isAnswerShown = answer?.checkVisibility() === true;
          if (isOpen !== isAnswerShown)
            throw new Error(
              `"${name}" is open ${isOpen}, its answer shown ${isAnswerShown}`,
            );
          return isOpen;
        })
        .map(([key]) => key),
    QUESTIONS,
  );
}

async function expectOpen(page: EnginePage, open: Question[]) {
  await waitForEqual("the open FAQ questions", () => openQuestions(page), open);
}

/** Whether the two columns' first group titles stand at the same height, left then right. */
function columnsSideBySide(page: EnginePage) {
  return page.read(
    (titles: string[], faq: Scope) => {
      const boxes = titles.map((name) =>
        window
          .engineJourney!.find({
            role: "heading",
            level: 3,
            name,
            within: faq,
          })[0]
          ?.getBoundingClientRect(),
      );
      const [left, right] = boxes;
      return Boolean(
        left && right && left.top === right.top && left.left < right.left,
      );
    },
    faqColumns.map((groups) => groups[0]?.title ?? ""),
    faqRegion,
  );
}

const faqLink: Target = { role: "link", name: en.home.hero.secondaryCta.label };

/** How many of the FAQ's colour and icon transitions are still running (each takes 300 ms). */
function faqTransitionsRunning(page: EnginePage) {
  return page.read((faq: Scope) => {
    const [section] = window.engineJourney!.find(faq);
    if (!section) throw new Error("no FAQ region");
    return section
      .getAnimations({ subtree: true })
      .filter((animation) => animation instanceof CSSTransition).length;
  }, faqRegion);
}

/**
 * How far the FAQ's top stands from where a jump to it puts it (below the navigation bar's
 * place), once it has not moved for ten frames; a section above it laid out after the jump would
 * move it, and WebKit does not anchor the scroll against that.
 */
function faqOffsetFromJump(page: EnginePage) {
  return page.read(async (faq: Scope) => {
    const [section] = window.engineJourney!.find(faq);
    if (!section) throw new Error("no FAQ region");
    const top = () => Math.round(section.getBoundingClientRect().top);
    const first = top();
    for (let frame = 0; frame < 10; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (top() !== first) throw new Error("the FAQ is still moving");
    }
    const jumpTo = parseFloat(
      getComputedStyle(document.documentElement).scrollPaddingTop,
    );
    return first - jumpTo;
  }, faqRegion);
}

const copyButton: Target = {
  role: "button",
  name: new RegExp(`^${chrome.copyAddress.label}`),
};

/** What the page handed the clipboard, and what its polite live regions say. */
function copyState(page: EnginePage) {
  return page.read(
    (navigation: string) => ({
      written: document.documentElement.dataset.clipboardWrites ?? "",
      announced: window
        .engineJourney!.find({
          role: "status",
          within: { role: "navigation", name: navigation },
        })
        .filter((region) => region.getAttribute("aria-live") === "polite")
        .map((region) => region.textContent ?? "")
        .filter(Boolean),
    }),
    chrome.mainNavLabel,
  );
}

const merchantList: Target = {
  role: "list",
  name: en.home.merchantsListLabel,
};

/** The names of the merchant logos in the carousel that draw nothing (yet). */
function blankMerchantLogos(page: EnginePage) {
  return page.read((list: Target) => {
    const [carousel] = window.engineJourney!.find(list);
    if (!carousel) throw new Error("no merchant carousel");
    carousel.scrollIntoView({ block: "center" });
    return [...carousel.querySelectorAll<SVGSVGElement>("svg[role=img]")]
      .filter((logo) => logo.getBBox().width === 0)
      .map((logo) => logo.getAttribute("aria-label"));
  }, merchantList);
}

const merchantsPause: Target = {
  role: "checkbox",
  name: en.home.merchantsPauseLabel,
};

/** Whether the merchant carousel's track is sliding ("running") or held ("paused"). */
function carouselPlayState(page: EnginePage) {
  return page.read((list: Target) => {
    const [carousel] = window.engineJourney!.find(list);
    const track = carousel?.parentElement;
    if (!track) throw new Error("no merchant carousel");
    return track.getAnimations().map((animation) => animation.playState);
  }, merchantList);
}

const feeCalculator = copyOf("pt-br").fees.calculator;
const { tag: portuguese } = languages["pt-br"];
const amountField: Target = {
  role: "textbox",
  name: feeCalculator.amountLabel,
};

/** What the calculator's result says, its spaces (no-break ones too) read as plain spaces. */
function calculatorResult(page: EnginePage) {
  return page.read(
    (name: string) =>
      (
        window.engineJourney!.find({ role: "group", name })[0]?.textContent ??
        ""
      )
        .replace(/\s+/g, " ")
        .trim(),
    feeCalculator.resultLabel,
  );
}

/** The line the result ends a quote with, as the server writes it in Portuguese. */
const landsLine = (cents: number) =>
  `${feeCalculator.landsRow} ${formatUsdCents(cents, portuguese)}`.replace(
    /\s+/g,
    " ",
  );

export const homeJourneys: Journey[] = [
  {
    id: "faq",
    name: `"${en.home.hero.secondaryCta.label}" brings the FAQ up, where it stays; it keeps at most one answer open per column: another closes the first, the open one closes itself`,
    async run(page: EnginePage, { viewport, screenshotFile }: JourneyContext) {
      await page.open("/");
      await page.click(faqLink);
      // Within a tenth of the screen: the stand-in above it keeps near its real height
      // (e2e/render-later.spec.ts). With stand-ins too tall, WebKit moved the FAQ 162 px.
      await waitUntil(
        "the FAQ to settle where the link put it",
        () => faqOffsetFromJump(page),
        (offset) => Math.abs(offset) <= viewport.height / 10,
      );
      if (viewport.width >= 1280)
        await waitForEqual(
          "the FAQ's two columns to stand side by side",
          () => columnsSideBySide(page),
          true,
        );
      await waitForHydration(page, question(QUESTIONS.firstLeft));
      await expectOpen(page, []);
      await page.click(question(QUESTIONS.firstLeft));
      await expectOpen(page, ["firstLeft"]);
      await page.click(question(QUESTIONS.firstRight));
      await expectOpen(page, ["firstLeft", "firstRight"]);
      await page.click(question(QUESTIONS.secondLeft));
      await expectOpen(page, ["secondLeft", "firstRight"]);
      // Settled, not caught with each icon half-turned.
      await waitForEqual(
        "the FAQ's transitions to end",
        () => faqTransitionsRunning(page),
        0,
      );
      await page.screenshot(screenshotFile("faq"));
      await page.click(question(QUESTIONS.secondLeft));
      await expectOpen(page, ["firstRight"]);
    },
  },
  {
    id: "copy-address",
    name: `the navigation bar's copy button, once hydrated, copies the address and announces "${chrome.copyAddress.copied}" politely`,
    async run(page: EnginePage) {
      await page.open("/");
      await waitForHydration(page, copyButton);
      // Both engines let a click write to the clipboard, so the real write runs, not a stub. This
      // only notes what it was handed: reading the clipboard back is a permission of its own.
      await page.read(() => {
        const { clipboard } = navigator;
        const write = clipboard.writeText.bind(clipboard);
        clipboard.writeText = (text: string) => {
          document.documentElement.dataset.clipboardWrites = text;
          return write(text);
        };
      });
      await page.click(copyButton);
      await waitForEqual(
        "the copied address and the announcement",
        () => copyState(page),
        {
          written: site.contractAddress,
          announced: [chrome.copyAddress.copied],
        },
      );
    },
  },
  {
    id: "fee-calculator",
    name: "in Portuguese, the fee calculator reads 1.250,50 as dollars and cents and writes the quote as the page wrote its example",
    async run(page: EnginePage) {
      await page.open(pathIn("pt-br", "/"));
      // A first card's US$ 100: 3 % and the 10 USD issuance fee off, as the server wrote it.
      await waitUntil(
        "the worked example",
        () => calculatorResult(page),
        (text) => text.endsWith(landsLine(8700)),
      );
      await waitForHydration(page, amountField);
      await waitForEqual(
        "the amount field to take input",
        () => attributeOf(page, amountField, "disabled"),
        null,
      );
      await page.clear(amountField);
      await page.type(amountField, "1.250,50");
      // 1250.50 − 37.52 (3 %, rounded up) − 10.00, written by this engine.
      await waitUntil(
        "the quote of 1.250,50",
        () => calculatorResult(page),
        (text) => text.endsWith(landsLine(120_298)),
      );
    },
  },
  {
    id: "merchant-logos",
    name: "the merchant carousel, scrolled to, draws every logo from the site's logo file",
    async run(page: EnginePage) {
      await page.open("/");
      await waitForEqual(
        "every merchant logo to draw",
        () => blankMerchantLogos(page),
        [],
      );
    },
  },
  {
    id: "merchant-pause",
    name: "the merchant carousel's pause switch holds it still until it is pressed again",
    async run(page: EnginePage, { screenshotFile }: JourneyContext) {
      await page.open("/");
      await waitForEqual(
        "every merchant logo to draw",
        () => blankMerchantLogos(page),
        [],
      );
      // After each press the pointer and focus leave the strip, which hold it still too.
      const leaveStrip = () =>
        page.click({ role: "heading", name: en.home.merchantsIntro.title });
      await page.click(merchantsPause);
      await leaveStrip();
      await waitForEqual(
        "the carousel to stand still",
        () => carouselPlayState(page),
        ["paused"],
      );
      await page.screenshot(screenshotFile("merchants-paused"));
      await page.click(merchantsPause);
      await leaveStrip();
      await waitForEqual(
        "the carousel to slide again",
        () => carouselPlayState(page),
        ["running"],
      );
    },
  },
];
