import { FormField } from "./form-field";

type NameFieldsProps = {
  values: { firstName: string; lastName: string };
  onEdit: (field: "firstName" | "lastName", value: string) => void;
};

/** First and last name side by side: asked at sign-up and again, prefilled, in step 2. */
export function NameFields({ values, onEdit }: NameFieldsProps) {
  return (
    // Below 320 px (large text on a phone), side by side each would show a few letters of a name.
    <div className="grid grid-cols-2 gap-3 max-[20rem]:grid-cols-1">
      <FormField name="firstName" value={values.firstName} onEdit={onEdit} />
      <FormField name="lastName" value={values.lastName} onEdit={onEdit} />
    </div>
  );
}
