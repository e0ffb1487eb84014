import { accountFields } from "@/content/get";
import { Input } from "@/components/ui/input";

type EmailFieldProps = {
  value: string;
  onEdit: (field: "email", value: string) => void;
};

export function EmailField({ value, onEdit }: EmailFieldProps) {
  return (
    <Input
      label={accountFields.email.label}
      placeholder={accountFields.email.placeholder}
      name="email"
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={(event) => onEdit("email", event.target.value)}
    />
  );
}
