import { shortenAddress } from "@/lib/shorten-address";

describe("shortenAddress", () => {
  it("keeps the first six and last six characters around an ellipsis", () => {
    expect(shortenAddress("5tnmP8F6fTw3zxU7QnhC6xqcXyUpKWrGPfVjWm8NikUd")).toBe(
      "5tnmP8…8NikUd",
    );
  });

  it("leaves an address too short to shorten untouched", () => {
    expect(shortenAddress("abc123")).toBe("abc123");
  });
});
