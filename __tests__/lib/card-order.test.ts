import { cardOrderDetails } from "@/lib/card-order";

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
});
