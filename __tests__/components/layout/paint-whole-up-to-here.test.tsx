import { render } from "@testing-library/react";

import { PaintWholeUpToHere } from "@/components/layout/paint-whole-up-to-here";

describe("PaintWholeUpToHere", () => {
  it("asks to hold the first paint until the parser reaches its own hidden marker", () => {
    const { container } = render(
      <main>
        <h1>Create your account</h1>
        <PaintWholeUpToHere id="get-flow-end" />
      </main>,
    );
    const link = document.querySelector('link[rel="expect"]');
    expect(link).toHaveAttribute("href", "#get-flow-end");
    expect(link).toHaveAttribute("blocking", "render");
    const marker = container.querySelector("#get-flow-end");
    expect(marker).toBeInTheDocument();
    expect(marker).not.toBeVisible();
  });
});
