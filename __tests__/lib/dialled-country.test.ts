import { countries, requireCountry } from "@/content/countries";
import { dialledCountry, internationalNumber } from "@/lib/dialled-country";

const country = (code: string) => requireCountry(countries, code);
const unitedStates = country("US");

function dialled(phone: string, chosen = unitedStates) {
  return dialledCountry(phone, countries, chosen)?.code;
}

describe("dialledCountry", () => {
  it("reads the country from a number written with its calling code, however spaced", () => {
    expect(dialled("+49 30 123456")).toBe("DE");
    expect(dialled(" +44 7400 123456")).toBe("GB");
    expect(dialled("+351912345678")).toBe("PT");
  });

  it("reads 00, the prefix most countries dial abroad with, as a +", () => {
    expect(dialled("0049 30 123456")).toBe("DE");
    expect(dialled("00 1 876 555 0123", country("DE"))).toBe("JM");
    expect(internationalNumber(" 0049 30 123456")).toBe("+49 30 123456");
    expect(internationalNumber("+49 30 123456")).toBe("+49 30 123456");
    expect(internationalNumber("030 123456")).toBeUndefined();
  });

  it("takes the longest dial code: a Caribbean island's own area code over +1", () => {
    expect(dialled("+1 876 555 0123", country("DE"))).toBe("JM");
    expect(dialled("+1 212 555 0123", country("JM"))).toBe("US");
  });

  it("keeps the chosen country when it shares the code, else takes the code's main country", () => {
    expect(dialled("+1 416 555 0123", country("CA"))).toBe("CA");
    expect(dialled("+1 416 555 0123", country("DE"))).toBe("US");
    expect(dialled("+7 727 123 4567", country("KZ"))).toBe("KZ");
    expect(dialled("+7 495 123 4567", country("DE"))).toBe("RU");
    expect(dialled("+39 06 698 12345", country("DE"))).toBe("IT");
  });

  it("names no country for a national number, a lone +, or a code no country has", () => {
    expect(dialled("030 123456")).toBeUndefined();
    expect(dialled("+")).toBeUndefined();
    expect(dialled("+4")).toBeUndefined();
    expect(dialled("+999 123")).toBeUndefined();
  });
});
