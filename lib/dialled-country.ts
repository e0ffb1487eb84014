/** What the reading needs of a country in the picker's list. */
export type Dialling = {
  code: string;
  dialCode: string;
  mainForDialCode?: true;
  abroadPrefix?: string;
};

/** How most of the world dials abroad, and the reading of a number whose country is not known. */
export const MOST_COUNTRIES_ABROAD_PREFIX = "00";

// The longest prefix for calling abroad that begins with 00, in digits: Colombia's 00414, Korea's
// 00700.
export const LONGEST_ABROAD_PREFIX = 5;

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** Whether more digits could still make `digits` begin with `prefix`: Australia's 0011 after 001. */
function mayBecome(prefix: RegExp, digits: string): boolean {
  if (digits.length >= LONGEST_ABROAD_PREFIX) return false;
  for (let next = 0; next <= 9; next++) {
    const longer = `${digits}${next}`;
    if (prefix.test(longer) || mayBecome(prefix, longer)) return true;
  }
  return false;
}

/**
 * How many of the number's first digits dial abroad from a country: its own prefix, as
 * libphonenumber writes it (011 in the United States, 0011 in Australia, 0021 for one of Brazil's
 * carriers), else 00, unless the digits may still become one of its own (001 on the way to
 * Australia's 0011). The country may be the picker's first choice, not the visitor's: "0049" typed
 * with the United States is Germany.
 */
function abroadPrefixLength(digits: string, abroadPrefix: string) {
  const own = new RegExp(`^(?:${abroadPrefix})`);
  const match = own.exec(digits);
  if (match) return match[0].length;
  if (
    digits.startsWith(MOST_COUNTRIES_ABROAD_PREFIX) &&
    !mayBecome(own, digits)
  )
    return MOST_COUNTRIES_ABROAD_PREFIX.length;
  return undefined;
}

/** What is written after the number's first `count` digits. */
function afterDigits(written: string, count: number) {
  let seen = 0;
  for (let index = 0; index < written.length; index++) {
    if (/\d/.test(written.charAt(index))) seen++;
    if (seen === count) return written.slice(index + 1).trimStart();
  }
  return "";
}

/**
 * The number after a "+" when it is written with its calling code: "+49 30 …" as it is, and a call
 * abroad from `from` with its prefix in place of the "+" ("0049 30 …" from Germany, "0011 49 30 …"
 * from Australia, is "+49 30 …"). Without `from`, 00 is the prefix. A national number has none.
 */
export function internationalNumber(
  phone: string,
  from?: Pick<Dialling, "abroadPrefix">,
): string | undefined {
  const written = phone.trim();
  if (written.startsWith("+")) return written;
  const prefix = abroadPrefixLength(
    digitsOf(written),
    from?.abroadPrefix ?? MOST_COUNTRIES_ABROAD_PREFIX,
  );
  return prefix === undefined ? undefined : `+${afterDigits(written, prefix)}`;
}

/**
 * The country of a number written after a "+": the one whose dial code is the longest the number
 * starts with ("+1 876 …" is Jamaica). Of countries that share that code, the one already chosen,
 * else the code's main one.
 */
function dialledCountry<Country extends Dialling>(
  international: string,
  countries: readonly Country[],
  chosen: Dialling,
): Country | undefined {
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

/**
 * Where a number typed with the chosen country takes the picker, when it is written with another
 * country's calling code ("+49 30 …", or "0049 30 …" dialled abroad), and the number as it then
 * reads: as typed when it means the same there ("0049 30 …" from the United States to Germany),
 * else after a "+" ("0011 44 …", Australia's call to the United Kingdom, would there be +1 144 …).
 * None for a national number, or one of the chosen country's own code.
 */
export function followDialledNumber<Country extends Dialling>(
  phone: string,
  countries: readonly Country[],
  chosen: Dialling,
): { country: Country; phone: string } | undefined {
  const international = internationalNumber(phone, chosen);
  if (international === undefined) return undefined;
  const country = dialledCountry(international, countries, chosen);
  if (!country || country.code === chosen.code) return undefined;
  const readsTheSame = internationalNumber(phone, country) === international;
  return { country, phone: readsTheSame ? phone : international };
}
