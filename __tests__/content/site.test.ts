import bs58 from "bs58";

import { site } from "@/content/site";

describe("site content", () => {
  it("embeds a contract address that is a valid Solana address (32 bytes of base58)", () => {
    expect(bs58.decode(site.contractAddress)).toHaveLength(32);
  });

  it("links Home and Token in the navigation and Get your card to /get", () => {
    expect(site.nav).toEqual([
      { href: "/", label: "Home" },
      { href: "/token", label: "Token" },
    ]);
    expect(site.cta).toMatchObject({ href: "/get", label: "Get your card" });
  });
});
