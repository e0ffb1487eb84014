import { describeTarget, toPageTarget } from "@/e2e/engines/target";

describe("toPageTarget", () => {
  it("sends a RegExp name as its source and flags, which survive the trip into the page", () => {
    expect(toPageTarget({ role: "button", name: /^Copy contract/i })).toEqual({
      role: "button",
      name: { source: "^Copy contract", flags: "i" },
    });
  });

  it("leaves a plain name, a level, a scope and a label as they are", () => {
    const heading = {
      role: "heading",
      level: 3,
      name: "Fees and limits",
      within: { role: "region", name: "Questions, answered." },
    } as const;
    expect(toPageTarget(heading)).toEqual(heading);
    expect(toPageTarget({ label: "E-mail" })).toEqual({ label: "E-mail" });
  });
});

describe("describeTarget", () => {
  it("names a target as a failure message should", () => {
    expect(describeTarget({ role: "button", name: "Sign Up" })).toBe(
      'button "Sign Up"',
    );
    expect(describeTarget({ label: "E-mail" })).toBe('field labelled "E-mail"');
    expect(
      describeTarget({
        role: "heading",
        level: 3,
        name: "Fees and limits",
        within: { role: "region", name: "Questions, answered." },
      }),
    ).toBe(
      'heading level 3 "Fees and limits" in region "Questions, answered."',
    );
    expect(describeTarget({ role: "button", name: /^Copy/ })).toBe(
      "button /^Copy/",
    );
  });
});
