import { accountFields } from "@/content/get";
import { Input } from "@/components/ui/input";

type NameFieldsProps = {
  values: { firstName: string; lastName: string };
  onEdit: (field: "firstName" | "lastName", value: string) => void;
};

/** First and last name side by side: asked at sign-up and again, prefilled, in step 2. */
export function NameFields({ values, onEdit }: NameFieldsProps) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Input
        label={accountFields.firstName.label}
        placeholder={accountFields.firstName.placeholder}
        name="firstName"
        autoComplete="given-name"
        required
        value={values.firstName}
        onChange={(event) => onEdit("firstName", event.target.value)}
      />
      <Input
        label={accountFields.lastName.label}
        placeholder={accountFields.lastName.placeholder}
        name="lastName"
        autoComplete="family-name"
        required
        value={values.lastName}
        onChange={(event) => onEdit("lastName", event.target.value)}
      />
    </div>
  );
}
