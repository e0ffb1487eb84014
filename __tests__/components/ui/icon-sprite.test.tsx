import { render } from "@testing-library/react";
import { Plus, Sparkle } from "lucide-react";

import { IconSprite, SpriteIcon } from "@/components/ui/icon-sprite";

describe("IconSprite and SpriteIcon", () => {
  it("draws each icon once, hidden, and each copy refers to its drawing by id", () => {
    const { container } = render(
      <>
        <IconSprite icons={{ "badge-sparkle": Sparkle, "faq-toggle": Plus }} />
        <SpriteIcon id="badge-sparkle" className="size-3.5" />
        <SpriteIcon id="badge-sparkle" className="size-3.5" />
      </>,
    );
    const symbols = container.querySelectorAll("symbol");
    expect([...symbols].map((symbol) => symbol.id)).toEqual([
      "badge-sparkle",
      "faq-toggle",
    ]);
    expect(symbols[0]?.querySelectorAll("path").length).toBeGreaterThan(0);
    expect(symbols[0]?.closest("svg")).toHaveAttribute("aria-hidden", "true");

    const copies = container.querySelectorAll("svg:has(> use)");
    expect(copies).toHaveLength(2);
    for (const copy of copies) {
      expect(copy).toHaveAttribute("aria-hidden", "true");
      expect(copy.querySelector("use")).toHaveAttribute(
        "href",
        "#badge-sparkle",
      );
    }
  });
});
