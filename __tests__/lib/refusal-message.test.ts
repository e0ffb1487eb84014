import { refusalMessage } from "@/lib/refusal-message";

const messages = {
  missing: "Fill in this field.",
  email: "Enter an e-mail address.",
  date: "Enter the whole date.",
};

/** A field's validity with only the given flags set, as the browser reports it. */
function validity(flags: Partial<ValidityState>) {
  return {
    valueMissing: false,
    typeMismatch: false,
    badInput: false,
    ...flags,
  } as ValidityState;
}

describe("refusalMessage", () => {
  it("names what the browser refused: an empty field, a text that is no address, a part of a date", () => {
    expect(refusalMessage(validity({ valueMissing: true }), messages)).toBe(
      messages.missing,
    );
    expect(refusalMessage(validity({ typeMismatch: true }), messages)).toBe(
      messages.email,
    );
    expect(refusalMessage(validity({ badInput: true }), messages)).toBe(
      messages.date,
    );
  });

  it("asks a required date typed in part for the whole date, not for a value", () => {
    expect(
      refusalMessage(
        validity({ badInput: true, valueMissing: true }),
        messages,
      ),
    ).toBe(messages.date);
  });

  it("leaves any other refusal to the browser's own message", () => {
    expect(refusalMessage(validity({ tooLong: true }), messages)).toBe("");
  });
});
