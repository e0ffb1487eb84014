import { parseFlowState, serializeFlowState } from "@/lib/get-flow-storage";
import { at, blank, completePersonal, signedUp } from "./get-flow-fixtures";

describe("persistence", () => {
  const filled = at("personal-info", {
    account: { ...signedUp, password: "hunter2" },
    personal: completePersonal,
  });

  it("restores the view and every value", () => {
    const restored = parseFlowState(serializeFlowState(filled), blank);
    expect(restored).toEqual({
      ...filled,
      account: { ...filled.account, password: "" },
    });
  });

  it("never stores the password", () => {
    const stored = serializeFlowState(filled);
    expect(stored).not.toContain("hunter2");
    expect(JSON.parse(stored).account).not.toHaveProperty("password");
  });

  it.each([null, "", "not json", "42", "null", "[]"])(
    "starts over from %j",
    (raw) => {
      const restored = parseFlowState(raw, blank);
      expect(restored === null || restored.view === "sign-up").toBe(true);
    },
  );

  it("ignores unknown views and values of the wrong type", () => {
    const restored = parseFlowState(
      JSON.stringify({
        view: "admin",
        greetingName: 7,
        account: { firstName: ["Ada"], email: "a@b" },
      }),
      blank,
    );
    expect(restored?.view).toBe("sign-up");
    expect(restored?.greetingName).toBe("");
    expect(restored?.account).toEqual({ ...blank.account, email: "a@b" });
  });

  it("does not restore a later view without someone to greet", () => {
    const restored = parseFlowState(
      JSON.stringify({ view: "welcome", greetingName: "" }),
      blank,
    );
    expect(restored?.view).toBe("sign-up");
  });
});
