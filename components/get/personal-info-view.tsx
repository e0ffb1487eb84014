import type { FormEvent } from "react";
import { Info } from "lucide-react";

import type { Country } from "@/content/countries";
import { personalInfoCopy } from "@/content/get";
import type { PersonalInfoValues } from "@/lib/validation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { CountryPicker } from "./country-picker";
import { NameFields } from "./name-fields";
import { EmailField } from "./email-field";
import { ViewHeader } from "./view-header";

type PersonalInfoViewProps = {
  values: PersonalInfoValues;
  countries: Country[];
  country: Country;
  onEdit: (field: keyof PersonalInfoValues, value: string) => void;
  onSubmit: () => void;
  onBack: () => void;
};

const { fields } = personalInfoCopy;

export function PersonalInfoView({
  values,
  countries,
  country,
  onEdit,
  onSubmit,
  onBack,
}: PersonalInfoViewProps) {
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <>
      <ViewHeader view="personal-info" intro={personalInfoCopy.intro} />
      <form onSubmit={handleSubmit} className="mt-8 flex flex-col gap-5">
        <NameFields values={values} onEdit={onEdit} />
        <Input
          label={fields.birthDate.label}
          name="birthDate"
          type="date"
          autoComplete="bday"
          required
          value={values.birthDate}
          onChange={(event) => onEdit("birthDate", event.target.value)}
        />
        <Input
          label={fields.phone.label}
          leading={
            <CountryPicker
              countries={countries}
              selected={country}
              onSelect={(code) => onEdit("countryCode", code)}
            />
          }
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={country.examplePhone}
          required
          value={values.phone}
          onChange={(event) => onEdit("phone", event.target.value)}
        />
        <EmailField value={values.email} onEdit={onEdit} />
        <p className="border-line bg-surface-raised/60 text-fg-muted flex gap-3 rounded-xl border p-4 text-sm">
          <Info
            aria-hidden="true"
            className="text-accent-lilac mt-0.5 size-4 shrink-0"
          />
          {personalInfoCopy.verificationNote}
        </p>
        <div className="mt-3 grid grid-cols-2 gap-3">
          <Button variant="outline" size="lg" onClick={onBack}>
            {personalInfoCopy.back}
          </Button>
          <Button type="submit" size="lg">
            {personalInfoCopy.next}
          </Button>
        </div>
      </form>
    </>
  );
}
