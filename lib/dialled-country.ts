/** What the reading needs of a country in the picker's list. */
type Dialling = { code: string; dialCode: string; mainForDialCode?: true };

const digitsOf = (text: string) => text.replace(/\D/g, "");

/**
 * The number after a "+" when it is written with its calling code: "+49 30 …" as it is, and
 * "0049 30 …" as "+49 30 …" (00 is how most of the world dials abroad, and begins no number
 * dialled at home). A national number has none.
 */
export function internationalNumber(phone: string): string | undefined {
  const written = phone.trim();
  if (written.startsWith("+")) return written;
  if (written.startsWith("00")) return `+${written.slice(2)}`;
  return undefined;
}

/**
 * The country a phone number belongs to when it is written with its calling code ("+49 30 …",
 * "0049 30 …", "+1 876 …"): the one whose dial code is the longest the number starts with. Of
 * countries that share that code, the one already chosen, else the code's main one. A national
 * number names no country.
 */
export function dialledCountry<Country extends Dialling>(
  phone: string,
  countries: readonly Country[],
  chosen: Dialling,
): Country | undefined {
  const international = internationalNumber(phone);
  if (international === undefined) return undefined;
  const digits = digitsOf(international);
  let sharing: Country[] = [];
  let longest = 0;
  for (const country of countries) {
    const code = digitsOf(country.dialCode);
    if (!digits.startsWith(code) || code.length < longest) continue;
    if (code.length > longest) {
      longest = code.length;
      sharing = [];
    }
    sharing.push(country);
  }
  return (
    sharing.find(({ code }) => code === chosen.code) ??
    sharing.find(({ mainForDialCode }) => mainForDialCode) ??
    sharing[0]
  );
}
