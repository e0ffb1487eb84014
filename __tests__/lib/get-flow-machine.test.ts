import {
  canShow,
  directionOf,
  nextView,
  valuesAfter,
  withEdit,
  type FlowEvent,
  type View,
} from "@/lib/get-flow-machine";
import { blank, greeted, signedUp } from "./get-flow-fixtures";

const signUp: FlowEvent = { type: "sign-up", submitted: signedUp };
const logIn = (email: string, password: string): FlowEvent => ({
  type: "log-in",
  submitted: { email, password },
});

describe("the transition table", () => {
  it.each<[View, FlowEvent, View]>([
    ["sign-up", signUp, "welcome"],
    ["sign-up", { type: "open-login" }, "login"],
    ["login", { type: "back-to-sign-up" }, "sign-up"],
    ["login", logIn("anyone@anywhere", "x"), "welcome"],
    ["welcome", { type: "deposit" }, "select-card"],
    ["select-card", { type: "next" }, "personal-info"],
    ["select-card", { type: "cancel" }, "welcome"],
    ["personal-info", { type: "back" }, "select-card"],
  ])("%s, on %j → %s", (view, event, target) => {
    expect(nextView(view, event)).toBe(target);
  });

  it("step 2's Next leads nowhere: it only logs", () => {
    expect(nextView("personal-info", { type: "next" })).toBeUndefined();
  });

  it.each([
    { ...signedUp, firstName: "   " },
    { ...signedUp, lastName: "" },
    { ...signedUp, email: "ada" },
  ])("ignores a sign-up with %j", (submitted) => {
    expect(nextView("sign-up", { type: "sign-up", submitted })).toBeUndefined();
  });

  it.each([
    ["anyone@anywhere", "  "],
    ["anyone", "secret"],
  ])("ignores a login with %j and %j", (email, password) => {
    expect(nextView("login", logIn(email, password))).toBeUndefined();
  });

  it.each<[View, FlowEvent["type"]]>([
    ["sign-up", "deposit"],
    ["login", "open-login"],
    ["welcome", "next"],
    ["select-card", "back"],
    ["personal-info", "cancel"],
  ])("ignores a press the %s view does not have (%s)", (view, type) => {
    expect(nextView(view, { type } as FlowEvent)).toBeUndefined();
  });
});

describe("what a press does to the values", () => {
  it("a sign-up greets the trimmed first name and fills step 2's names and e-mail", () => {
    const values = valuesAfter(blank, signUp);
    expect(values.greeted).toEqual({ by: "sign-up", firstName: "Ada" });
    expect(values.account).toMatchObject(signedUp);
    expect(values.personal).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      countryCode: "US",
    });
  });

  it("a login greets someone it has no name for, keeps only the e-mail and forgets the password", () => {
    const values = valuesAfter(
      { ...blank, account: { ...blank.account, password: "pw" } },
      logIn("user@example.com", "pw"),
    );
    expect(values.greeted).toEqual({ by: "login" });
    expect(values.personal).toMatchObject({
      firstName: "",
      lastName: "",
      email: "user@example.com",
    });
    expect(values.account.password).toBe("");
  });

  it("Back to Sign Up clears the e-mail and the password and keeps the names", () => {
    const values = valuesAfter(
      {
        ...blank,
        account: { ...signedUp, email: "ada@example.com", password: "secret" },
      },
      { type: "back-to-sign-up" },
    );
    expect(values.account).toEqual({
      ...signedUp,
      email: "",
      password: "",
    });
  });

  it("any other press leaves them as they are", () => {
    const values = greeted();
    expect(valuesAfter(values, { type: "deposit" })).toBe(values);
  });
});

describe("editing", () => {
  it("changes one account field", () => {
    expect(
      withEdit(blank, { group: "account", field: "email", value: "a@b" })
        .account.email,
    ).toBe("a@b");
  });

  it("changes one personal field", () => {
    expect(
      withEdit(blank, { group: "personal", field: "countryCode", value: "DE" })
        .personal.countryCode,
    ).toBe("DE");
  });
});

describe("views a URL may name", () => {
  it("shows sign-up and login to anyone", () => {
    expect(canShow(blank, "sign-up")).toBe(true);
    expect(canShow(blank, "login")).toBe(true);
  });

  it("refuses the views after the greeting until someone has signed up or logged in", () => {
    expect(canShow(blank, "welcome")).toBe(false);
    expect(canShow(blank, "personal-info")).toBe(false);
    expect(canShow(greeted(), "personal-info")).toBe(true);
  });
});

it("calls a move to an earlier view back and any other forward", () => {
  expect(directionOf("select-card", "welcome")).toBe("back");
  expect(directionOf("login", "sign-up")).toBe("back");
  expect(directionOf("welcome", "select-card")).toBe("forward");
  expect(directionOf("login", "welcome")).toBe("forward");
});
