import { existsSync } from "node:fs";
import path from "node:path";

import { merchants } from "@/content/merchants";

describe("merchants content", () => {
  it("lists the eleven merchants the home page shows, in order", () => {
    expect(merchants.map((merchant) => merchant.name)).toEqual([
      "Klarna",
      "Amazon",
      "Meta",
      "Apple",
      "Slack",
      "Discord",
      "Shopify",
      "Behance",
      "Android",
      "Twitch",
      "Xing",
    ]);
  });

  it.each(
    merchants.flatMap(({ name, logo }) => (logo ? [{ name, logo }] : [])),
  )("has the $name logo in content/merchant-logos/", ({ logo }) => {
    expect(
      existsSync(path.join(process.cwd(), "content", "merchant-logos", logo)),
    ).toBe(true);
  });
});
