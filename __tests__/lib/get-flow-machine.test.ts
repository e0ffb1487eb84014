import {
  canShow,
  directionOf,
  flowReducer,
  type FlowAction,
  type View,
} from "@/lib/get-flow-machine";
import { at, blank, signedUp } from "./get-flow-fixtures";

describe("the transition table (SPEC §4)", () => {
  it("starts on sign-up with the United States selected", () => {
    expect(blank.view).toBe("sign-up");
    expect(blank.personal.countryCode).toBe("US");
  });

  it("sign-up submitted valid → welcome, greeting the first name", () => {
    const next = flowReducer(
      at("sign-up", { greetingName: "", account: signedUp }),
      {
        type: "sign-up",
      },
    );
    expect(next.view).toBe("welcome");
    expect(next.greetingName).toBe("Ada");
  });

  it("sign-up submitted invalid stays on sign-up", () => {
    const state = at("sign-up", {
      greetingName: "",
      account: { ...signedUp, email: "ada" },
    });
    expect(flowReducer(state, { type: "sign-up" })).toBe(state);
  });

  it("sign-up Login button → login", () => {
    expect(flowReducer(at("sign-up"), { type: "open-login" }).view).toBe(
      "login",
    );
  });

  it("login Back to Sign Up → sign-up, clearing e-mail and password", () => {
    const next = flowReducer(
      at("login", {
        account: { ...signedUp, email: "ada@example.com", password: "secret" },
      }),
      { type: "back-to-sign-up" },
    );
    expect(next.view).toBe("sign-up");
    expect(next.account.email).toBe("");
    expect(next.account.password).toBe("");
    expect(next.account.firstName).toBe(signedUp.firstName);
  });

  it('login submitted valid → welcome, greeting the literal "User"', () => {
    const next = flowReducer(
      at("login", {
        greetingName: "",
        account: { ...blank.account, email: "anyone@anywhere", password: "x" },
      }),
      { type: "log-in", greetingName: "User" },
    );
    expect(next.view).toBe("welcome");
    expect(next.greetingName).toBe("User");
  });

  it("login submitted invalid stays on login", () => {
    const state = at("login", {
      account: { ...blank.account, email: "anyone@anywhere", password: "  " },
    });
    expect(flowReducer(state, { type: "log-in", greetingName: "User" })).toBe(
      state,
    );
  });

  it("welcome Deposit → step 1", () => {
    expect(flowReducer(at("welcome"), { type: "deposit" }).view).toBe(
      "select-card",
    );
  });

  it("step 1 Next → step 2", () => {
    expect(flowReducer(at("select-card"), { type: "next" }).view).toBe(
      "personal-info",
    );
  });

  it("step 1 Cancel → welcome", () => {
    expect(flowReducer(at("select-card"), { type: "cancel" }).view).toBe(
      "welcome",
    );
  });

  it("step 2 Back → step 1", () => {
    expect(flowReducer(at("personal-info"), { type: "back" }).view).toBe(
      "select-card",
    );
  });

  it("step 2 Next makes no transition", () => {
    const state = at("personal-info");
    expect(flowReducer(state, { type: "next" })).toBe(state);
  });

  it.each<[View, FlowAction["type"]]>([
    ["sign-up", "deposit"],
    ["login", "open-login"],
    ["welcome", "next"],
    ["select-card", "back"],
    ["personal-info", "cancel"],
  ])("ignores a trigger the %s view does not have (%s)", (view, type) => {
    const state = at(view);
    expect(flowReducer(state, { type } as FlowAction)).toBe(state);
  });
});

describe("what step 2 starts with", () => {
  it("takes the trimmed first name, last name and e-mail from sign-up", () => {
    const next = flowReducer(at("sign-up", { account: signedUp }), {
      type: "sign-up",
    });
    expect(next.personal).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      countryCode: "US",
    });
  });

  it("takes only the e-mail from a login, and forgets the password", () => {
    const next = flowReducer(
      at("login", {
        account: {
          ...blank.account,
          email: "user@example.com",
          password: "pw",
        },
      }),
      { type: "log-in", greetingName: "User" },
    );
    expect(next.personal).toMatchObject({
      firstName: "",
      lastName: "",
      email: "user@example.com",
    });
    expect(next.account.password).toBe("");
  });
});

describe("editing", () => {
  it("updates one account field", () => {
    const next = flowReducer(blank, {
      type: "edit-account",
      field: "email",
      value: "a@b",
    });
    expect(next.account.email).toBe("a@b");
  });

  it("updates one personal field", () => {
    const next = flowReducer(blank, {
      type: "edit-personal",
      field: "countryCode",
      value: "DE",
    });
    expect(next.personal.countryCode).toBe("DE");
  });
});

describe("history navigation", () => {
  it("shows sign-up and login to anyone", () => {
    expect(canShow(blank, "login")).toBe(true);
    expect(flowReducer(blank, { type: "show", view: "login" }).view).toBe(
      "login",
    );
  });

  it("refuses the views after the greeting until someone has signed up or logged in", () => {
    expect(flowReducer(blank, { type: "show", view: "welcome" })).toBe(blank);
    expect(
      flowReducer(at("sign-up"), { type: "show", view: "personal-info" }).view,
    ).toBe("personal-info");
  });

  it("calls a move to an earlier view back and any other forward", () => {
    expect(directionOf(at("select-card"), { type: "cancel" })).toBe("back");
    expect(directionOf(at("login"), { type: "back-to-sign-up" })).toBe("back");
    expect(directionOf(at("welcome"), { type: "deposit" })).toBe("forward");
    expect(directionOf(at("welcome"), { type: "show", view: "sign-up" })).toBe(
      "back",
    );
    expect(
      directionOf(at("login"), { type: "log-in", greetingName: "User" }),
    ).toBe("forward");
  });
});
