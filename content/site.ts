/** What is the same in every language: the brand, the token's address, the routes. */

export type Route = "/" | "/get" | "/token" | "/privacy";

export const site = {
  name: "Solswipe",
  // Placeholder until the business supplies the real mint: a valid base58 Solana address (32 bytes).
  contractAddress: "5tnmP8F6fTw3zxU7QnhC6xqcXyUpKWrGPfVjWm8NikUd",
  socialHref: "https://x.com/solswipe",
  /** The signature of the transaction that burned the fair-launch liquidity; null until published. */
  liquidityBurnTx: null,
} as const satisfies {
  name: string;
  contractAddress: string;
  socialHref: `https://${string}`;
  liquidityBurnTx: string | null;
};

/** The routes every language has, in the order the sitemap lists them. */
export const routes = [
  "/",
  "/get",
  "/token",
  "/privacy",
] as const satisfies readonly Route[];
