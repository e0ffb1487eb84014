import { VIEWS } from "@/lib/get-flow-machine";
import { hashForView, viewFromHash } from "@/lib/get-flow-history";

describe("view hashes", () => {
  it("maps each view to a hash and back, sign-up to the bare URL", () => {
    expect(hashForView("sign-up")).toBe("");
    for (const view of VIEWS) {
      expect(viewFromHash(hashForView(view))).toBe(view);
    }
  });

  it("names no view for another fragment, such as the skip link's", () => {
    expect(viewFromHash("#main")).toBeUndefined();
    expect(viewFromHash("#elsewhere")).toBeUndefined();
  });
});
