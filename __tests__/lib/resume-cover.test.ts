import { serializeFlowValues, STORAGE_KEY } from "@/lib/get-flow-storage";
import {
  removeResumeCover,
  RESUME_COVER_ID,
  RESUME_COVER_MAX_MS,
  RESUME_COVER_SCRIPT,
} from "@/lib/resume-cover";
import { blank, greeted, signedUp } from "./get-flow-fixtures";

/** The page as the inline script finds it: its URL's fragment and this tab's storage. */
function load(hash: string, stored?: string) {
  window.history.replaceState(null, "", `/get${hash}`);
  if (stored !== undefined) sessionStorage.setItem(STORAGE_KEY, stored);
  new Function(RESUME_COVER_SCRIPT)();
}

const cover = () => document.getElementById(RESUME_COVER_ID);
const greetedAda = serializeFlowValues(
  greeted({ account: { ...signedUp, password: "" } }),
);

afterEach(() => {
  removeResumeCover();
  sessionStorage.clear();
  jest.useRealTimers();
});

describe("the cover over the server's sign-up", () => {
  it.each(["#welcome", "#select-card", "#personal-info"])(
    "covers a reload at %s when storage holds someone signed up to greet",
    (hash) => {
      load(hash, greetedAda);
      expect(cover()?.parentElement).toBe(document.head);
    },
  );

  it("covers a reload at #welcome after a login, which greets someone without a name", () => {
    load(
      "#welcome",
      serializeFlowValues(greeted({ greeted: { by: "login" } })),
    );
    expect(cover()).not.toBeNull();
  });

  it("covers a reload at #login, which the flow shows with nothing stored", () => {
    load("#login");
    expect(cover()).not.toBeNull();
  });

  it.each([
    ["sign-up itself", "", greetedAda],
    ["another fragment, the skip link's", "#main", greetedAda],
    ["a later view with nothing stored", "#personal-info", undefined],
    [
      "a later view and nobody to greet",
      "#welcome",
      serializeFlowValues(blank),
    ],
    ["a later view and storage holding anything else", "#welcome", "{oops"],
    ["a later view and storage holding a number", "#welcome", "42"],
  ])("leaves the server's view alone for %s", (_, hash, stored) => {
    load(hash, stored);
    expect(cover()).toBeNull();
  });

  it("covers nothing, and throws nothing, when storage is switched off", () => {
    const getItem = jest
      .spyOn(Storage.prototype, "getItem")
      .mockImplementation(() => {
        throw new DOMException("denied", "SecurityError");
      });
    expect(() => load("#welcome")).not.toThrow();
    expect(cover()).toBeNull();
    getItem.mockRestore();
  });

  it.each([
    ["uncovers at once when one of the page's scripts", "script", false],
    ["stays when an image", "img", true],
  ])("%s fails to load", (_, tag, isCovered) => {
    load("#welcome", greetedAda);
    const element = document.createElement(tag);
    document.body.append(element);
    element.dispatchEvent(new Event("error"));
    expect(cover() !== null).toBe(isCovered);
    element.remove();
  });

  it("uncovers when the scripts have neither arrived nor failed in time", () => {
    jest.useFakeTimers();
    load("#welcome", greetedAda);
    jest.advanceTimersByTime(RESUME_COVER_MAX_MS - 1);
    expect(cover()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(cover()).toBeNull();
  });
});
