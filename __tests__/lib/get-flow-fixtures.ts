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

/** Step 2 with every field filled in. */
export const completePersonal: FlowState["personal"] = {
  firstName: "Ada",
  lastName: "Lovelace",
  birthDate: "1815-12-10",
  countryCode: "GB",
  phone: "7400 123456",
  email: "ada@example.com",
};
