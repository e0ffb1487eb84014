import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";

import { en } from "@/content/en";
import { FIELD_MAX_LENGTH } from "@/lib/validation";
import { FormField } from "@/components/get/form-field";
import { EnglishFlowCopy } from "./english-flow-copy";

describe("FormField", () => {
  it("is a required field under its label, with the phone keyboard and autofill", () => {
    render(<FormField name="phone" value="" onEdit={() => {}} />, {
      wrapper: EnglishFlowCopy,
    });

    const field = screen.getByRole("textbox", { name: "Phone number" });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute("type", "tel");
    expect(field).toHaveAttribute("inputmode", "tel");
    expect(field).toHaveAttribute("autocomplete", "tel");
  });

  it("asks a phone's keyboard to capitalise each word of a name and correct none", () => {
    render(<FormField name="lastName" value="" onEdit={() => {}} />, {
      wrapper: EnglishFlowCopy,
    });

    const field = screen.getByRole("textbox", { name: "Last name" });
    expect(field).toHaveAttribute("autocapitalize", "words");
    expect(field).toHaveAttribute("autocorrect", "off");
    expect(field).toHaveAttribute("spellcheck", "false");
  });

  it("takes a name as long as any real one and stops a pasted paragraph there", async () => {
    const user = userEvent.setup();
    const edits: string[] = [];
    render(
      <FormField
        name="firstName"
        value=""
        onEdit={(_, value) => edits.push(value)}
      />,
      { wrapper: EnglishFlowCopy },
    );

    const field = screen.getByRole("textbox", { name: "First name" });
    await user.click(field);
    await user.paste("A".repeat(200));
    expect(edits.at(-1)).toHaveLength(FIELD_MAX_LENGTH.firstName);
  });

  it("lets the browser fill in a saved password at login", () => {
    const { container } = render(
      <FormField name="password" value="" onEdit={() => {}} />,
      { wrapper: EnglishFlowCopy },
    );

    const field = container.querySelector("input");
    expect(field).toHaveAccessibleName("Password");
    expect(field).toHaveAttribute("type", "password");
    expect(field).toHaveAttribute("autocomplete", "current-password");
  });

  it("says why the browser refuses it in the page's words, and takes a corrected entry", async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState("");
      return (
        <FormField
          name="email"
          value={value}
          onEdit={(_, edited) => setValue(edited)}
        />
      );
    }
    render(<Controlled />, { wrapper: EnglishFlowCopy });
    const field = screen.getByRole<HTMLInputElement>("textbox", {
      name: "E-mail",
    });

    expect(field.checkValidity()).toBe(false);
    expect(field.validationMessage).toBe(en.get.refusals.missing);

    await user.type(field, "satoshi");
    expect(field.checkValidity()).toBe(false);
    expect(field.validationMessage).toBe(en.get.refusals.email);

    await user.type(field, "@example.com");
    expect(field.checkValidity()).toBe(true);
  });

  it("shows the stored example unless the view gives its own", () => {
    const { rerender } = render(
      <FormField name="email" value="" onEdit={() => {}} />,
      { wrapper: EnglishFlowCopy },
    );
    expect(screen.getByRole("textbox", { name: "E-mail" })).toHaveAttribute(
      "placeholder",
      "satoshi@example.com",
    );

    rerender(
      <FormField
        name="phone"
        value=""
        onEdit={() => {}}
        placeholder="030 123456"
      />,
    );
    expect(
      screen.getByRole("textbox", { name: "Phone number" }),
    ).toHaveAttribute("placeholder", "030 123456");
  });

  it("reports each keystroke with the field's name", async () => {
    const onEdit = jest.fn();
    render(<FormField name="firstName" value="" onEdit={onEdit} />, {
      wrapper: EnglishFlowCopy,
    });

    await userEvent.type(
      screen.getByRole("textbox", { name: "First name" }),
      "A",
    );

    expect(onEdit).toHaveBeenCalledWith("firstName", "A");
  });
});
