import type { CountryCode } from "libphonenumber-js/min";

import { type Dialling, internationalNumber } from "@/lib/dialled-country";
import type { Greeted } from "@/lib/get-flow-machine";
import type { PhoneReader } from "@/lib/load-phone-reader";
import type { PersonalInfoValues } from "@/lib/validation";

/** What step 2's Next writes to the console before the details, in every language. */
export const CARD_ORDER_LOG = "Card order details";

/**
 * The number as a call from abroad dials it. Read with the picker's country by libphonenumber,
 * which knows each country's ways of writing one at home: the trunk prefix the placeholder shows
 * ("07400 123456" in the United Kingdom is "+44 7400 123456"), the code for calling abroad ("011
 * 44 …" from the United States). A number it cannot take for one (too short, say, or no reader:
 * its script failed to load) keeps what was typed, behind the dial code unless it was written with
 * one ("+49 30 …" or "0049 30 …", which the picker follows): then after a "+".
 */
function dialledFromAbroad(
  phone: string,
  country: Dialling,
  readPhone: PhoneReader | undefined,
) {
  const read = readPhone?.(phone, country.code as CountryCode);
  if (read?.isPossible()) return read.formatInternational();
  return (
    internationalNumber(phone, country) ?? `${country.dialCode} ${phone.trim()}`
  );
}

/**
 * What step 2's Next logs: every field trimmed, the number as dialled from abroad, read with the
 * picker's country.
 */
export function cardOrderDetails(
  { countryCode, phone, ...personal }: PersonalInfoValues,
  country: Dialling,
  readPhone?: PhoneReader,
) {
  return {
    firstName: personal.firstName.trim(),
    lastName: personal.lastName.trim(),
    birthDate: personal.birthDate,
    country: countryCode,
    phone: dialledFromAbroad(phone, country, readPhone),
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
