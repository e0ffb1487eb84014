import { FormField } from "./form-field";

type NameFieldsProps = {
  values: { firstName: string; lastName: string };
  onEdit: (field: "firstName" | "lastName", value: string) => void;
};

/** First and last name side by side: asked at sign-up and again, prefilled, in step 2. */
export function NameFields({ values, onEdit }: NameFieldsProps) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <FormField name="firstName" value={values.firstName} onEdit={onEdit} />
      <FormField name="lastName" value={values.lastName} onEdit={onEdit} />
    </div>
  );
}
