import {
  merchantLogoSprite,
  merchantSymbolId,
} from "@/lib/merchant-logo-sprite";

describe("merchantLogoSprite", () => {
  it("writes one symbol per logo, named for its merchant, holding its path", () => {
    const sprite = new DOMParser().parseFromString(
      merchantLogoSprite([
        { merchantName: "Klarna", path: "M0 0h24v24H0z" },
        { merchantName: "Meta", path: "M1 1h22v22H1z" },
      ]),
      "image/svg+xml",
    );
    expect(sprite.querySelector("parsererror")).toBeNull();
    const symbols = [...sprite.querySelectorAll("symbol")];
    expect(symbols.map((symbol) => symbol.id)).toEqual([
      merchantSymbolId("Klarna"),
      merchantSymbolId("Meta"),
    ]);
    expect(symbols[1]?.querySelector("path")?.getAttribute("d")).toBe(
      "M1 1h22v22H1z",
    );
    expect(symbols[0]?.getAttribute("viewBox")).toBe("0 0 24 24");
  });

  it("carries the credits a logo's licence asks for", () => {
    const credit = "The robot is shared under CC BY 3.0.";
    const sprite = merchantLogoSprite([
      { merchantName: "Klarna", path: "M0 0h24v24H0z" },
      { merchantName: "Android", path: "M1 1h22v22H1z", credit },
    ]);
    expect(sprite).toContain(`<!-- ${credit} -->`);
    expect(sprite.match(/<!--/g)).toHaveLength(1);
  });
});
