import { isView, type View } from "@/lib/get-flow-machine";

/* Each view has its own URL hash, so Back, Forward and reload land on the same view. */

export function hashForView(view: View) {
  return view === "sign-up" ? "" : `#${view}`;
}

/** The view a URL hash names; the bare URL is sign-up, any other fragment (the skip link's) none. */
export function viewFromHash(hash: string): View | undefined {
  const name = hash.replace(/^#/, "");
  if (name === "") return "sign-up";
  return isView(name) ? name : undefined;
}

/**
 * The type of the Transition a press starts: only it slides the views and morphs the panel. Any
 * other Transition (Next renders /get again after a client navigation) leaves them be.
 */
export const VIEW_CHANGE_TYPE = "get-view-change";
