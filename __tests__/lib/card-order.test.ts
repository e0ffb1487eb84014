import { countries, requireCountry } from "@/content/countries";
import { cardOrderDetails, cardholderName } from "@/lib/card-order";
import type { Greeted } from "@/lib/get-flow-machine";
import { readPhone } from "@/lib/read-phone";

const ada: Greeted = { by: "sign-up", firstName: "Ada" };
const loggedIn: Greeted = { by: "login" };

describe("the details step 2 logs", () => {
  it("trims every field and writes the number with its dial code", () => {
    expect(
      cardOrderDetails(
        {
          firstName: " Ada ",
          lastName: "Lovelace ",
          birthDate: "1815-12-10",
          countryCode: "DE",
          phone: " 1512 3456789 ",
          email: " ada@example.com",
        },
        requireCountry(countries, "DE"),
      ),
    ).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      birthDate: "1815-12-10",
      country: "DE",
      phone: "+49 1512 3456789",
      email: "ada@example.com",
    });
  });

  it.each([
    [" +49 1512 3456789", "as given, not behind a second one"],
    ["0049 1512 3456789 ", "with a + in place of its 00"],
  ])("writes a number given with its calling code (%j) %s", (phone) => {
    const details = cardOrderDetails(
      {
        firstName: "Ada",
        lastName: "Lovelace",
        birthDate: "1815-12-10",
        countryCode: "DE",
        phone,
        email: "ada@example.com",
      },
      requireCountry(countries, "DE"),
    );
    expect(details.phone).toBe("+49 1512 3456789");
  });

  it("reads the picker's country's own prefix for calling abroad as a +, without the reader too", () => {
    const details = cardOrderDetails(
      {
        firstName: "Ada",
        lastName: "Lovelace",
        birthDate: "1815-12-10",
        countryCode: "AU",
        phone: "0011 49 1512 3456789",
        email: "ada@example.com",
      },
      requireCountry(countries, "AU"),
    );
    expect(details.phone).toBe("+49 1512 3456789");
  });
});

describe("the number step 2 logs, as libphonenumber reads it", () => {
  const logged = (phone: string, countryCode: string) =>
    cardOrderDetails(
      {
        firstName: "Ada",
        lastName: "Lovelace",
        birthDate: "1815-12-10",
        countryCode,
        phone,
        email: "ada@example.com",
      },
      requireCountry(countries, countryCode),
      readPhone,
    ).phone;

  it.each([
    ["07400 123456", "GB", "+44 7400 123456", "its trunk prefix dropped"],
    ["8 (912) 345-67-89", "RU", "+7 912 345 67 89", "its trunk prefix dropped"],
    [
      "812 123-45-67",
      "RU",
      "+7 812 123 45 67",
      "an area code like the trunk prefix kept",
    ],
    [
      "12015550123",
      "US",
      "+1 201 555 0123",
      "as a browser fills it in, the 1 read as the code",
    ],
    [
      "011 44 20 7946 0958",
      "US",
      "+44 20 7946 0958",
      "dialled abroad from the United States",
    ],
    [
      "876 210-1234",
      "JM",
      "+1 876 210 1234",
      "its area code not written twice",
    ],
    [
      "+55 11 91234-5678",
      "US",
      "+55 11 91234 5678",
      "written with its own code",
    ],
    [
      "0011 44 20 7946 0958",
      "AU",
      "+44 20 7946 0958",
      "dialled abroad from Australia",
    ],
  ])("%j in %s is %j: %s", (phone, country, expected) => {
    expect(logged(phone, country)).toBe(expected);
  });

  it("keeps a number it cannot take for one as typed, behind the dial code", () => {
    expect(logged("555 1234", "US")).toBe("+1 555 1234");
    expect(logged("210-1234", "JM")).toBe("+1 876 210-1234");
  });
});

describe("the name on the step 1 card", () => {
  it("is step 2's first and last name, trimmed", () => {
    expect(
      cardholderName({ firstName: " Ada ", lastName: " Lovelace" }, ada),
    ).toBe("Ada Lovelace");
  });

  it("keeps a lone first or last name without a stray space", () => {
    expect(cardholderName({ firstName: "Ada", lastName: " " }, ada)).toBe(
      "Ada",
    );
    expect(
      cardholderName({ firstName: "", lastName: "Lovelace" }, loggedIn),
    ).toBe("Lovelace");
  });

  it("falls back to the first name signed up with when step 2 has no name", () => {
    expect(cardholderName({ firstName: "", lastName: "" }, ada)).toBe("Ada");
  });

  it("has no name of the visitor's after a login: the card prints the stand-in", () => {
    expect(
      cardholderName({ firstName: "", lastName: "" }, loggedIn),
    ).toBeUndefined();
  });
});
