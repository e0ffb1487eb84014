import { site } from "@/content/site";
import { en } from "@/content/en";
import { explorerUrl } from "@/lib/explorer-url";

const MINT = "5tnmP8F6fTw3zxU7QnhC6xqcXyUpKWrGPfVjWm8NikUd";
const SIGNATURE =
  "5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW";

describe("explorerUrl", () => {
  it("links a mint on Solscan and on the Solana Explorer", () => {
    expect(explorerUrl("solscan", "token", MINT)).toBe(
      `https://solscan.io/token/${MINT}`,
    );
    expect(explorerUrl("solana-explorer", "token", MINT)).toBe(
      `https://explorer.solana.com/address/${MINT}`,
    );
  });

  it("links a transaction on both explorers", () => {
    expect(explorerUrl("solscan", "tx", SIGNATURE)).toBe(
      `https://solscan.io/tx/${SIGNATURE}`,
    );
    expect(explorerUrl("solana-explorer", "tx", SIGNATURE)).toBe(
      `https://explorer.solana.com/tx/${SIGNATURE}`,
    );
  });

  it("gives no URL for a placeholder", () => {
    expect(explorerUrl("solscan", "tx", null)).toBeNull();
    expect(explorerUrl("solscan", "tx", "")).toBeNull();
  });

  it("gives no URL for an id that is not shaped like one, rather than a wrong page", () => {
    expect(explorerUrl("solscan", "tx", MINT)).toBeNull();
    expect(explorerUrl("solscan", "token", SIGNATURE)).toBeNull();
    expect(explorerUrl("solscan", "token", "TODO")).toBeNull();
    // 0, O, I and l are not base58; nor are path or query characters.
    expect(explorerUrl("solscan", "token", MINT.replace("5", "0"))).toBeNull();
    expect(
      explorerUrl("solscan", "token", `${MINT.slice(0, 40)}/../x`),
    ).toBeNull();
  });
});

const { verify } = en;

describe("the verify links", () => {
  it("point every mint link at the site's contract address", () => {
    const mintLinks = verify.links.filter((link) => link.entity === "token");
    expect(mintLinks.length).toBeGreaterThanOrEqual(2);
    for (const link of mintLinks) {
      expect(link.id).toBe(site.contractAddress);
      expect(explorerUrl(link.explorer, link.entity, link.id)).toContain(
        site.contractAddress,
      );
    }
  });
});
