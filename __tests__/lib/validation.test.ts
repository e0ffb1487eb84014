import {
  isCompletePersonalInfo,
  isEmail,
  isFilled,
  isValidLogin,
  isValidSignUp,
} from "@/lib/validation";
import { completePersonal } from "./get-flow-fixtures";

const signUp = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
};
const personal = completePersonal;

describe("isFilled", () => {
  it.each(["", " ", "   \t\n"])("treats %j as empty", (value) => {
    expect(isFilled(value)).toBe(false);
  });

  it("accepts text surrounded by spaces", () => {
    expect(isFilled("  Ada ")).toBe(true);
  });
});

describe("isEmail", () => {
  it("requires an @", () => {
    expect(isEmail("ada.example.com")).toBe(false);
    expect(isEmail("ada@example.com")).toBe(true);
  });

  it("rejects an address of spaces only", () => {
    expect(isEmail("   ")).toBe(false);
  });
});

describe("sign-up validation", () => {
  it("accepts a first name, a last name and an e-mail with an @", () => {
    expect(isValidSignUp(signUp)).toBe(true);
  });

  it.each([
    ["an empty first name", { firstName: "" }],
    ["a first name of spaces", { firstName: "   " }],
    ["an empty last name", { lastName: "" }],
    ["a last name of spaces", { lastName: "  " }],
    ["an empty e-mail", { email: "" }],
    ["an e-mail of spaces", { email: "   " }],
    ["an e-mail without @", { email: "ada.example.com" }],
  ])("ignores %s", (_, change) => {
    expect(isValidSignUp({ ...signUp, ...change })).toBe(false);
  });
});

describe("login validation", () => {
  it("accepts any e-mail with an @ and any password", () => {
    expect(isValidLogin({ email: "a@b", password: "x" })).toBe(true);
  });

  it.each([
    ["an empty e-mail", { email: "" }],
    ["an e-mail of spaces", { email: "  " }],
    ["an e-mail without @", { email: "ada" }],
    ["an empty password", { password: "" }],
    ["a password of spaces", { password: "   " }],
  ])("ignores %s", (_, change) => {
    expect(
      isValidLogin({ email: "ada@example.com", password: "secret", ...change }),
    ).toBe(false);
  });
});

describe("personal information validation", () => {
  it("accepts every field filled", () => {
    expect(isCompletePersonalInfo(personal)).toBe(true);
  });

  it.each(Object.keys(personal))("requires %s", (field) => {
    expect(isCompletePersonalInfo({ ...personal, [field]: "  " })).toBe(false);
  });

  it("adds no format check of its own beyond the input types", () => {
    expect(isCompletePersonalInfo({ ...personal, phone: "abc" })).toBe(true);
  });
});
