import { cardOrderDetails, cardholderName } from "@/lib/card-order";
import type { Greeted } from "@/lib/get-flow-machine";

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
        "+49",
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
      "+49",
    );
    expect(details.phone).toBe("+49 1512 3456789");
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
