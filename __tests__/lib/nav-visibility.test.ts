import {
  HIDE_AFTER_PX,
  isNavVisible,
  scrollYWithinPage,
} from "@/lib/nav-visibility";

describe("isNavVisible", () => {
  it("hides the bar when scrolling down past 10 px", () => {
    expect(isNavVisible(5, 40, true)).toBe(false);
  });

  it("keeps the bar while scrolling down within the first 10 px", () => {
    expect(isNavVisible(0, HIDE_AFTER_PX, true)).toBe(true);
  });

  it("hides the bar at 11 px when scrolling down", () => {
    expect(isNavVisible(HIDE_AFTER_PX, HIDE_AFTER_PX + 1, true)).toBe(false);
  });

  it("shows the bar again on any scroll up", () => {
    expect(isNavVisible(800, 790, false)).toBe(true);
  });

  it("shows the bar at the top of the page", () => {
    expect(isNavVisible(300, 0, false)).toBe(true);
  });

  it("keeps the current state when the position does not change", () => {
    expect(isNavVisible(300, 300, false)).toBe(false);
    expect(isNavVisible(300, 300, true)).toBe(true);
  });
});

describe("scrollYWithinPage", () => {
  // A 3000 px page in an 800 px window scrolls from 0 to 2200.
  it("keeps a position within the page as it is", () => {
    expect(scrollYWithinPage(1200, 3000, 800)).toBe(1200);
  });

  it("holds a bounce past the end at the last position", () => {
    expect(scrollYWithinPage(2260, 3000, 800)).toBe(2200);
  });

  it("holds a bounce past the top at the top", () => {
    expect(scrollYWithinPage(-40, 3000, 800)).toBe(0);
  });

  it("reads a page shorter than the window as at the top", () => {
    expect(scrollYWithinPage(0, 600, 800)).toBe(0);
  });
});
