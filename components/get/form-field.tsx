import type { InputHTMLAttributes, ReactNode } from "react";

import type { Field, FieldName } from "@/content/en/get";
import { Input } from "@/components/ui/input";
import { useFlowCopy } from "./flow-copy";

/**
 * What lets the browser offer the right keyboard and autofill for each field, and how much each
 * takes: past what any real name, address or number needs, a paste of a paragraph stops there
 * rather than stretch the greeting over a screen (an e-mail address is at most 254 characters).
 */
const inputHints = {
  firstName: { autoComplete: "given-name", maxLength: 60 },
  lastName: { autoComplete: "family-name", maxLength: 60 },
  email: { type: "email", autoComplete: "email", maxLength: 254 },
  password: {
    type: "password",
    autoComplete: "current-password",
    maxLength: 128,
  },
  birthDate: { type: "date", autoComplete: "bday" },
  phone: {
    type: "tel",
    inputMode: "tel",
    autoComplete: "tel-national",
    maxLength: 30,
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
  const copy: Field = useFlowCopy().get.fields[name];
  return (
    <Input
      {...inputHints[name]}
      label={copy.label}
      placeholder={placeholder ?? copy.placeholder}
      leading={leading}
      name={name}
      required
      value={value}
      onChange={(event) => onEdit(name, event.target.value)}
    />
  );
}
