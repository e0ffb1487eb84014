import type { Page } from "@playwright/test";

/**
 * Does to the page what Chrome's built-in translation does to it: every text node is taken out and
 * a pair of <font> elements holding its translation is put in its place, and so is every text node
 * the page adds later, a moment after it appears. React keeps the text nodes it made and may still
 * update or remove them, but they are no longer in the page. Text the page marks `translate="no"`
 * stays as it is. The "translation" is the text itself, so that a test finds the same words; the
 * <font> elements are the mark that it was done.
 */
export async function translateLikeChrome(page: Page) {
  await page.evaluate(() => {
    const translateAll = () => {
      const walker = document.createTreeWalker(
        document.body,
        NodeFilter.SHOW_TEXT,
        (node) =>
          node.textContent?.trim() &&
          !node.parentElement?.closest('script, style, font, [translate="no"]')
            ? NodeFilter.FILTER_ACCEPT
            : NodeFilter.FILTER_REJECT,
      );
      const texts: Text[] = [];
      while (walker.nextNode()) texts.push(walker.currentNode as Text);
      for (const text of texts) {
        const outer = document.createElement("font");
        const inner = document.createElement("font");
        outer.style.verticalAlign = inner.style.verticalAlign = "inherit";
        inner.textContent = text.data;
        outer.append(inner);
        text.replaceWith(outer);
      }
    };
    translateAll();
    let isQueued = false;
    new MutationObserver(() => {
      if (isQueued) return;
      isQueued = true;
      setTimeout(() => {
        isQueued = false;
        translateAll();
      }, 50);
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** How many of the page's text nodes the translation has replaced. */
export function translatedTexts(page: Page) {
  return page.locator("font > font").count();
}
