import type { InputHTMLAttributes, ReactNode } from "react";

import type { Field, FieldName } from "@/content/en/get";
import { refusalMessage } from "@/lib/refusal-message";
import { FIELD_MAX_LENGTH } from "@/lib/validation";
import { Input } from "@/components/ui/input";
import { useFlowCopy } from "./flow-copy";

/**
 * A name is written as its owner writes it: each word begun with a capital ("Ana Clara", "Silva
 * Sousa"), and neither corrected by a phone's keyboard into a word it knows nor underlined as a
 * misspelling.
 */
const nameHints = {
  autoCapitalize: "words",
  autoCorrect: "off",
  spellCheck: false,
} as const;

/** What lets the browser offer the right keyboard and autofill for each field, and its length. */
const inputHints = {
  firstName: {
    ...nameHints,
    autoComplete: "given-name",
    maxLength: FIELD_MAX_LENGTH.firstName,
  },
  lastName: {
    ...nameHints,
    autoComplete: "family-name",
    maxLength: FIELD_MAX_LENGTH.lastName,
  },
  email: {
    type: "email",
    autoComplete: "email",
    maxLength: FIELD_MAX_LENGTH.email,
  },
  password: {
    type: "password",
    autoComplete: "current-password",
    maxLength: FIELD_MAX_LENGTH.password,
  },
  birthDate: { type: "date", autoComplete: "bday" },
  phone: {
    type: "tel",
    inputMode: "tel",
    // The whole number, its country code included where the browser stores one: the picker
    // follows that code, where a national number would be taken for the picker's country's.
    autoComplete: "tel",
    maxLength: FIELD_MAX_LENGTH.phone,
  },
} satisfies Record<FieldName, InputHTMLAttributes<HTMLInputElement>>;

type FormFieldProps<Name extends FieldName> = {
  name: Name;
  value: string;
  onEdit: (field: Name, value: string) => void;
  /** Replaces the stored example, e.g. with the chosen country's phone format. */
  placeholder?: string;
  leading?: ReactNode;
};

/** A required field of the flow: its label, example and browser hints follow from its name. */
export function FormField<Name extends FieldName>({
  name,
  value,
  onEdit,
  placeholder,
  leading,
}: FormFieldProps<Name>) {
  const { fields, refusals } = useFlowCopy().get;
  const copy: Field = fields[name];
  return (
    <Input
      {...inputHints[name]}
      label={copy.label}
      placeholder={placeholder ?? copy.placeholder}
      leading={leading}
      name={name}
      required
      value={value}
      // The browser shows a refused field's message after this event: ours, in the page's language.
      onInvalid={(event) => {
        const field = event.currentTarget;
        field.setCustomValidity(refusalMessage(field.validity, refusals));
      }}
      onChange={(event) => {
        // A message of ours refuses the field by itself until it is cleared.
        event.target.setCustomValidity("");
        onEdit(name, event.target.value);
      }}
    />
  );
}
