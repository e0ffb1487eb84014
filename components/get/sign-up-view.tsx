import { signUpCopy } from "@/content/get";
import { Button } from "@/components/ui/button";
import type { FlowViewProps } from "./flow-view-props";
import { FormField } from "./form-field";
import { NameFields } from "./name-fields";
import { ViewForm } from "./view-form";
import { ViewHeader } from "./view-header";

export function SignUpView({ state, send }: FlowViewProps) {
  const onEdit = (field: "firstName" | "lastName" | "email", value: string) =>
    send({ type: "edit-account", field, value });
  const toLogin = () => send({ type: "open-login" });

  return (
    <>
      <ViewHeader view="sign-up" intro={signUpCopy.intro} />
      <ViewForm
        submitLabel={signUpCopy.submit}
        onSubmit={() => send({ type: "sign-up" })}
      >
        <NameFields values={state.account} onEdit={onEdit} />
        <FormField name="email" value={state.account.email} onEdit={onEdit} />
      </ViewForm>
      <div className="text-fg-muted tracking-eyebrow my-5 flex items-center gap-4 text-xs font-medium uppercase">
        <span aria-hidden="true" className="bg-line-strong h-px flex-1" />
        {signUpCopy.divider}
        <span aria-hidden="true" className="bg-line-strong h-px flex-1" />
      </div>
      <Button variant="outline" size="lg" className="w-full" onClick={toLogin}>
        {signUpCopy.login}
      </Button>
      <p className="text-fg-muted mt-6 text-center text-sm">
        {signUpCopy.terms.before}{" "}
        {/* SPEC §2: the terms link is inert; an anchor without href is HTML's placeholder link. */}
        <a className="text-fg decoration-fg-muted underline underline-offset-4">
          {signUpCopy.terms.link}
        </a>
        {signUpCopy.terms.after}
      </p>
    </>
  );
}
