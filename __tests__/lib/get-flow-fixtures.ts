import { initialValues, type FlowValues } from "@/lib/get-flow-machine";

/** Nothing typed yet. */
export const blank = initialValues("US");

/** Someone already greeted, with any other values changed. */
export function greeted(change: Partial<FlowValues> = {}): FlowValues {
  return {
    ...blank,
    greeted: { by: "sign-up", firstName: "Ada" },
    ...change,
  };
}

/** A sign-up as typed, spaces and all. */
export const signedUp = {
  firstName: " Ada ",
  lastName: " Lovelace ",
  email: " ada@example.com ",
};

/** Step 2 with every field filled in. */
export const completePersonal: FlowValues["personal"] = {
  firstName: "Ada",
  lastName: "Lovelace",
  birthDate: "1815-12-10",
  countryCode: "GB",
  phone: "7400 123456",
  email: "ada@example.com",
};
