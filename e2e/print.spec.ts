import { expect, test } from "./fixtures";

/*
 * A page printed as browsers print by default: without its backgrounds, so without the gradient
 * the title's closing words are drawn in.
 */
for (const path of ["/", "/token", "/privacy"]) {
  test(`${path} printed: the title's closing words keep the title's colour, not the gradient's transparent one`, async ({
    page,
  }) => {
    await page.emulateMedia({ media: "print" });
    await page.goto(path);
    const title = page.getByRole("heading", { level: 1 });
    const [titleColour, closingColour] = await title.evaluate((heading) => [
      getComputedStyle(heading).color,
      getComputedStyle(heading.lastElementChild as Element).color,
    ]);
    // Before, transparent: the home page printed "Spend crypto like it's".
    expect(closingColour).toBe(titleColour);
  });
}
