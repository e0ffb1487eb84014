import { waitForEqual, waitUntil } from "@/e2e/engines/wait-until";

describe("waitUntil", () => {
  it("returns the first value that holds, reading again until then", async () => {
    let reads = 0;
    const value = await waitUntil(
      "the third read",
      async () => (reads += 1),
      (count) => count >= 3,
    );
    expect(value).toBe(3);
  });

  it("reads again after a probe that throws, as a page still loading does", async () => {
    let reads = 0;
    const value = await waitUntil("a page that answers", async () => {
      reads += 1;
      if (reads < 3) throw new Error("not yet");
      return "ready";
    });
    expect(value).toBe("ready");
  });

  it("fails after the timeout naming what it awaited and what it last saw", async () => {
    await expect(
      waitUntil(
        "the heading",
        async () => ["Welcome"],
        () => false,
        120,
      ),
    ).rejects.toThrow('Waited 0.12 s for the heading; last saw ["Welcome"].');
  });

  it("names the last error when every read threw", async () => {
    await expect(
      waitUntil(
        "the button",
        async () => {
          throw new Error("2 elements match");
        },
        Boolean,
        60,
      ),
    ).rejects.toThrow("last saw an error: 2 elements match.");
  });
});

describe("waitForEqual", () => {
  it("waits for a deeply equal value", async () => {
    let reads = 0;
    await expect(
      waitForEqual(
        "the view",
        async () => ({ hash: (reads += 1) > 2 ? "#welcome" : "" }),
        { hash: "#welcome" },
      ),
    ).resolves.toBeUndefined();
  });

  it("says what it expected when it times out", async () => {
    await expect(
      waitForEqual("the hash", async () => "", "#welcome", 60),
    ).rejects.toThrow(
      'Waited 0.06 s for the hash to be "#welcome"; last saw "".',
    );
  });

  it("reads once, without waiting, when given no time", async () => {
    let reads = 0;
    await expect(
      waitForEqual("the length", async () => (reads += 1), 5, 0),
    ).rejects.toThrow(/last saw 1\./);
    expect(reads).toBe(1);
  });
});
