/**
 * How many characters each text field takes: past what any real name, address or number needs, so
 * that a pasted paragraph stops there rather than stretch the greeting over a screen (an e-mail
 * address is at most 254 characters).
 */
export const FIELD_MAX_LENGTH = {
  firstName: 60,
  lastName: 60,
  email: 254,
  password: 128,
  phone: 30,
};

/** The flow quietly ignores what the browser's own checks let through but is still empty (docs/product.md). */
export function isFilled(value: string) {
  return value.trim() !== "";
}

export function isEmail(value: string) {
  return isFilled(value) && value.includes("@");
}

export type SignUpValues = {
  firstName: string;
  lastName: string;
  email: string;
};
export type LoginValues = { email: string; password: string };
export type PersonalInfoValues = {
  firstName: string;
  lastName: string;
  birthDate: string;
  countryCode: string;
  phone: string;
  email: string;
};

export function isValidSignUp({ firstName, lastName, email }: SignUpValues) {
  return isFilled(firstName) && isFilled(lastName) && isEmail(email);
}

export function isValidLogin({ email, password }: LoginValues) {
  return isEmail(email) && isFilled(password);
}

/** Step 2 only requires every field: no format or range checks beyond the input types. */
export function isCompletePersonalInfo(values: PersonalInfoValues) {
  return Object.values(values).every(isFilled);
}
