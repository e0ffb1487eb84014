import type { readPhone } from "@/lib/read-phone";

export type PhoneReader = typeof readPhone;

/**
 * libphonenumber's reader, fetched when a number is first logged rather than with the page: its
 * code and metadata for every country are about 29 KB compressed, which /get's first load does
 * not need. None when its script does not arrive (the network gone, say).
 */
export function loadPhoneReader(): Promise<PhoneReader | undefined> {
  return import("@/lib/read-phone").then(
    (module) => module.readPhone,
    () => undefined,
  );
}
