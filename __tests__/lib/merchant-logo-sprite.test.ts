import { merchants } from "@/content/merchants";
import {
  merchantLogoSprite,
  merchantSymbolId,
} from "@/lib/merchant-logo-sprite";

describe("merchantLogoSprite", () => {
  it("holds one drawn symbol for every merchant with a logo, and none for a wordmark", () => {
    const sprite = new DOMParser().parseFromString(
      merchantLogoSprite(),
      "image/svg+xml",
    );
    expect(sprite.querySelector("parsererror")).toBeNull();
    const ids = [...sprite.querySelectorAll("symbol")].map(
      (symbol) => symbol.id,
    );
    expect(ids).toEqual(
      merchants
        .filter((merchant) => merchant.hasImage)
        .map((merchant) => merchantSymbolId(merchant)),
    );
    for (const symbol of sprite.querySelectorAll("symbol"))
      expect(symbol.querySelector("path")?.getAttribute("d")).toBeTruthy();
  });
});
