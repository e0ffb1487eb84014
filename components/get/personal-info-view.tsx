import { Info } from "lucide-react";

import { CARD_ORDER_LOG, cardOrderDetails } from "@/lib/card-order";
import { followDialledNumber } from "@/lib/dialled-country";
import { loadPhoneReader } from "@/lib/load-phone-reader";
import { isCompletePersonalInfo } from "@/lib/validation";
import { Note } from "@/components/ui/note";
import { CountryPicker } from "./country-picker";
import { useFlowCopy } from "./flow-copy";
import type { FlowViewProps } from "./flow-view-props";
import { FormField } from "./form-field";
import { NameFields } from "./name-fields";
import { PrivacyNote } from "./privacy-note";
import { StepButtons } from "./step-buttons";
import { ViewForm } from "./view-form";
import { ViewHeader } from "./view-header";

export function PersonalInfoView({
  values: { personal: values },
  send,
  edit,
  countries,
  country,
}: FlowViewProps) {
  const personalInfoCopy = useFlowCopy().get.personalInfo;
  const onEdit = (field: keyof typeof values, value: string) =>
    edit({ group: "personal", field, value });

  // A number typed or pasted with its calling code ("+49 30 …", "0049 30 …") moves the picker to
  // its country.
  function editPhone(field: "phone", value: string) {
    const followed = followDialledNumber(value, countries, country);
    onEdit(field, followed?.phone ?? value);
    if (followed) onEdit("countryCode", followed.country.code);
  }

  function handleSubmit() {
    if (!isCompletePersonalInfo(values)) return;
    // Step 2 has no step 3 yet: the details only reach the console, never the network.
    void loadPhoneReader().then((readPhone) =>
      console.log(CARD_ORDER_LOG, cardOrderDetails(values, country, readPhone)),
    );
  }

  return (
    <>
      <ViewHeader view="personal-info" intro={personalInfoCopy.intro} />
      <ViewForm onSubmit={handleSubmit}>
        <NameFields values={values} onEdit={onEdit} />
        <FormField name="birthDate" value={values.birthDate} onEdit={onEdit} />
        <FormField
          name="phone"
          value={values.phone}
          onEdit={editPhone}
          placeholder={country.examplePhone}
          leading={
            <CountryPicker
              countries={countries}
              selected={country}
              onSelect={(code) => onEdit("countryCode", code)}
            />
          }
        />
        <FormField name="email" value={values.email} onEdit={onEdit} />
        <Note
          icon={Info}
          boxed
          className="bg-surface-raised/60 text-fg-muted"
          iconClassName="text-accent-lilac"
        >
          {personalInfoCopy.verificationNote}
        </Note>
        <StepButtons
          className="mt-3"
          labels={personalInfoCopy.buttons}
          onBack={() => send({ type: "back" })}
        />
      </ViewForm>
      <PrivacyNote className="mt-6" />
    </>
  );
}
