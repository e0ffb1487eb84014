import { parseFlowValues, serializeFlowValues } from "@/lib/get-flow-storage";
import {
  blank,
  completePersonal,
  greeted,
  signedUp,
} from "./get-flow-fixtures";

describe("persistence", () => {
  const filled = greeted({
    account: { ...signedUp, password: "hunter2" },
    personal: completePersonal,
  });

  it("restores every value but the password", () => {
    expect(parseFlowValues(serializeFlowValues(filled), blank)).toEqual({
      ...filled,
      account: { ...filled.account, password: "" },
    });
  });

  it("never stores the password", () => {
    const stored = serializeFlowValues(filled);
    expect(stored).not.toContain("hunter2");
    expect(JSON.parse(stored).account).not.toHaveProperty("password");
  });

  it("does not store the view: the URL names it", () => {
    expect(JSON.parse(serializeFlowValues(filled))).not.toHaveProperty("view");
  });

  it("restores a login as someone greeted by no name of their own", () => {
    const loggedIn = greeted({ greeted: { by: "login" } });
    expect(parseFlowValues(serializeFlowValues(loggedIn), blank)).toEqual(
      loggedIn,
    );
  });

  it.each([
    [{ by: "login", firstName: "User" }, { by: "login" }],
    [{ by: "sign-up", firstName: "" }, null],
    [{ by: "someone" }, null],
    ["login", null],
  ])("reads whom %j greets as %j", (stored, expected) => {
    const restored = parseFlowValues(
      JSON.stringify({ greeted: stored }),
      blank,
    );
    expect(restored?.greeted).toEqual(expected);
  });

  it.each([null, "", "not json", "42", "null"])(
    "finds nothing to restore in %j",
    (raw) => {
      expect(parseFlowValues(raw, blank)).toBeNull();
    },
  );

  it("keeps the defaults for values of the wrong type", () => {
    const restored = parseFlowValues(
      JSON.stringify({
        greeted: { by: "sign-up", firstName: 7 },
        account: { firstName: ["Ada"], email: "a@b" },
        personal: "DE",
      }),
      blank,
    );
    expect(restored).toEqual({
      ...blank,
      account: { ...blank.account, email: "a@b" },
    });
  });
});
