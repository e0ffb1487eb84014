import { countries, requireCountry } from "@/content/countries";
import {
  followDialledNumber,
  internationalNumber,
} from "@/lib/dialled-country";

const country = (code: string) => requireCountry(countries, code);
const unitedStates = country("US");

/** The picker's country once the number is typed with `chosen`. */
function dialled(phone: string, chosen = unitedStates) {
  return (
    followDialledNumber(phone, countries, chosen)?.country.code ?? chosen.code
  );
}

/** The number as the field then shows it. */
function shown(phone: string, chosen = unitedStates) {
  return followDialledNumber(phone, countries, chosen)?.phone ?? phone;
}

/** What the picker shows after each keystroke, as a visitor types the number. */
function typedKeyByKey(phone: string, chosen: (typeof countries)[number]) {
  let picked = chosen;
  let field = "";
  for (const key of phone) {
    const followed = followDialledNumber(field + key, countries, picked);
    field = followed?.phone ?? field + key;
    picked = followed?.country ?? picked;
  }
  return { country: picked.code, phone: field };
}

describe("followDialledNumber", () => {
  it("reads the country from a number written with its calling code, however spaced", () => {
    expect(dialled("+49 30 123456")).toBe("DE");
    expect(dialled(" +44 7400 123456")).toBe("GB");
    expect(dialled("+351912345678")).toBe("PT");
  });

  it("reads 00, the prefix most countries dial abroad with, as a +, and keeps it as typed", () => {
    expect(dialled("0049 30 123456")).toBe("DE");
    expect(shown("0049 30 123456")).toBe("0049 30 123456");
    expect(dialled("00 1 876 555 0123", country("DE"))).toBe("JM");
    expect(internationalNumber(" 0049 30 123456")).toBe("+49 30 123456");
    expect(internationalNumber("+49 30 123456")).toBe("+49 30 123456");
    expect(internationalNumber("030 123456")).toBeUndefined();
  });

  it("reads the chosen country's own prefix for calling abroad, as its people dial", () => {
    expect(dialled("011 44 20 7946 0000")).toBe("GB");
    expect(dialled("0011 44 20 7946 0000", country("AU"))).toBe("GB");
    expect(dialled("001 44 20 7946 0000", country("KR"))).toBe("GB");
    expect(dialled("8 10 49 30 123456", country("RU"))).toBe("DE");
    // 00 and a carrier's two digits: 21 1 is not South Sudan's +211, 9 1 not India's +91.
    expect(dialled("0021 49 30 123456", country("BR"))).toBe("DE");
    expect(dialled("0021 1 305 555 0100", country("BR"))).toBe("US");
    expect(dialled("009 1 305 555 0100", country("CO"))).toBe("US");
  });

  it("writes such a number after a + where the new country would read its prefix otherwise", () => {
    // In the United Kingdom, 0011 44 … would be +1 144 …, and 011 44 … a national number.
    expect(shown("0011 44 20 7946 0000", country("AU"))).toBe(
      "+44 20 7946 0000",
    );
    expect(shown("011 44 20 7946 0000")).toBe("+44 20 7946 0000");
    expect(shown("0021 (49) 30-123456", country("BR"))).toBe("+(49) 30-123456");
  });

  it("waits, while a visitor types a longer prefix of the chosen country's, before reading 00", () => {
    expect(typedKeyByKey("0011 44 20 7946 0000", country("AU"))).toEqual({
      country: "GB",
      phone: "+44 20 7946 0000",
    });
    expect(typedKeyByKey("00700 49 30 123456", country("KR"))).toEqual({
      country: "DE",
      phone: "+49 30 123456",
    });
    // 0049 is no Australian prefix, so it is read as most of the world dials it.
    expect(typedKeyByKey("0049 30 123456", country("AU"))).toEqual({
      country: "DE",
      phone: "0049 30 123456",
    });
  });

  it("takes the longest dial code: a Caribbean island's own area code over +1", () => {
    expect(dialled("+1 876 555 0123", country("DE"))).toBe("JM");
    expect(dialled("+1 212 555 0123", country("JM"))).toBe("US");
  });

  it("keeps the chosen country when it shares the code, else takes the code's main country", () => {
    expect(
      followDialledNumber("+1 416 555 0123", countries, country("CA")),
    ).toBeUndefined();
    expect(dialled("+1 416 555 0123", country("DE"))).toBe("US");
    expect(dialled("+7 727 123 4567", country("KZ"))).toBe("KZ");
    expect(dialled("+7 495 123 4567", country("DE"))).toBe("RU");
    expect(dialled("+39 06 698 12345", country("DE"))).toBe("IT");
  });

  it("names no country for a national number, a lone +, or a code no country has", () => {
    for (const phone of ["030 123456", "+", "+4", "+999 123", "0011"])
      expect(
        followDialledNumber(phone, countries, country("AU")),
      ).toBeUndefined();
  });
});
