import { ArrowLeft } from "lucide-react";

import { Button } from "@/components/ui/button";
import { useFlowCopy } from "./flow-copy";
import type { FlowViewProps } from "./flow-view-props";
import { FormField } from "./form-field";
import { PrivacyNote } from "./privacy-note";
import { submittedFields, ViewForm } from "./view-form";
import { ViewHeader } from "./view-header";

const FIELDS = ["email", "password"] as const;

export function LoginView({ values, send, edit }: FlowViewProps) {
  const { get: copy } = useFlowCopy();
  const loginCopy = copy.login;
  const onEdit = (field: (typeof FIELDS)[number], value: string) =>
    edit({ group: "account", field, value });

  return (
    <>
      <ViewHeader view="login" intro={loginCopy.intro} />
      <ViewForm
        onSubmit={(submitted) =>
          send({
            type: "log-in",
            submitted: submittedFields(submitted, FIELDS),
          })
        }
      >
        <FormField name="email" value={values.account.email} onEdit={onEdit} />
        <FormField
          name="password"
          value={values.account.password}
          onEdit={onEdit}
        />
        <Button type="submit" size="lg" className="mt-1 w-full">
          {loginCopy.submit}
        </Button>
      </ViewForm>
      <Button
        variant="ghost"
        size="lg"
        className="mt-3 w-full"
        onClick={() => send({ type: "back-to-sign-up" })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {loginCopy.back}
      </Button>
      <PrivacyNote className="mt-6" />
    </>
  );
}
