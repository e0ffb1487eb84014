import {
  initialFlowState,
  type FlowState,
  type View,
} from "@/lib/get-flow-machine";

/** The blank flow, and the flow on a view with someone already greeted. */
export const blank = initialFlowState("US");

export function at(view: View, change: Partial<FlowState> = {}): FlowState {
  return { ...blank, greetingName: "Ada", ...change, view };
}

/** A sign-up as typed, spaces and all. */
export const signedUp: FlowState["account"] = {
  firstName: " Ada ",
  lastName: " Lovelace ",
  email: " ada@example.com ",
  password: "",
};
