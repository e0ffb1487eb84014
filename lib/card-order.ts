import type { PersonalInfoValues } from "@/lib/validation";

/** What step 2's Next logs: every field trimmed, the number with its dial code. */
export function cardOrderDetails(
  { countryCode, phone, ...personal }: PersonalInfoValues,
  dialCode: string,
) {
  return {
    firstName: personal.firstName.trim(),
    lastName: personal.lastName.trim(),
    birthDate: personal.birthDate,
    country: countryCode,
    phone: `${dialCode} ${phone.trim()}`,
    email: personal.email.trim(),
  };
}
