import bs58 from "bs58";

import { site } from "@/content/site";

describe("site content", () => {
  it("embeds a contract address that is a valid Solana address (32 bytes of base58)", () => {
    expect(bs58.decode(site.contractAddress)).toHaveLength(32);
  });
});
