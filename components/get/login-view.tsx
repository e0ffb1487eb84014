import { ArrowLeft } from "lucide-react";

import { LOGIN_FIRST_NAME, loginCopy } from "@/content/get";
import { Button } from "@/components/ui/button";
import type { FlowViewProps } from "./flow-view-props";
import { FormField } from "./form-field";
import { ViewForm } from "./view-form";
import { ViewHeader } from "./view-header";

export function LoginView({ state, send }: FlowViewProps) {
  const onEdit = (field: "email" | "password", value: string) =>
    send({ type: "edit-account", field, value });

  return (
    <>
      <ViewHeader view="login" intro={loginCopy.intro} />
      <ViewForm
        submitLabel={loginCopy.submit}
        onSubmit={() =>
          send({ type: "log-in", greetingName: LOGIN_FIRST_NAME })
        }
      >
        <FormField name="email" value={state.account.email} onEdit={onEdit} />
        <FormField
          name="password"
          value={state.account.password}
          onEdit={onEdit}
        />
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
    </>
  );
}
