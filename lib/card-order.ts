import { internationalNumber } from "@/lib/dialled-country";
import type { PersonalInfoValues } from "@/lib/validation";

/** What step 2's Next writes to the console before the details, in every language. */
export const CARD_ORDER_LOG = "Card order details";

/**
 * What step 2's Next logs: every field trimmed, the number with its dial code, unless it was
 * written with one ("+49 30 …" or "0049 30 …", which the picker follows): then after a "+".
 */
export function cardOrderDetails(
  { countryCode, phone, ...personal }: PersonalInfoValues,
  dialCode: string,
) {
  return {
    firstName: personal.firstName.trim(),
    lastName: personal.lastName.trim(),
    birthDate: personal.birthDate,
    country: countryCode,
    phone: internationalNumber(phone) ?? `${dialCode} ${phone.trim()}`,
    email: personal.email.trim(),
  };
}

/**
 * The name on the step 1 card: step 2's name as last edited (sign-up fills it in), else whoever
 * the flow greets, such as the stand-in name after a login.
 */
export function cardholderName(
  { firstName, lastName }: Pick<PersonalInfoValues, "firstName" | "lastName">,
  greetingName: string,
) {
  return `${firstName.trim()} ${lastName.trim()}`.trim() || greetingName;
}
