import { internationalNumber } from "@/lib/dialled-country";
import type { Greeted } from "@/lib/get-flow-machine";
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
 * The visitor's own name for the step 1 card: step 2's name as last edited (sign-up fills it in),
 * else the first name signed up with. A login gives none: the card then prints the page's
 * stand-in name.
 */
export function cardholderName(
  { firstName, lastName }: Pick<PersonalInfoValues, "firstName" | "lastName">,
  greeted: Greeted | null,
): string | undefined {
  const typed = `${firstName.trim()} ${lastName.trim()}`.trim();
  if (typed !== "") return typed;
  return greeted?.by === "sign-up" ? greeted.firstName : undefined;
}
