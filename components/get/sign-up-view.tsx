import { Button } from "@/components/ui/button";
import { lastPressOnly } from "@/lib/form-replay-queue";
import { useFlowCopy } from "./flow-copy";
import type { FlowViewProps } from "./flow-view-props";
import { FormField } from "./form-field";
import { NameFields } from "./name-fields";
import { PrivacyNote } from "./privacy-note";
import { submittedFields, ViewForm } from "./view-form";
import { ViewHeader } from "./view-header";

const FIELDS = ["firstName", "lastName", "email"] as const;

export function SignUpView({ values, send, edit }: FlowViewProps) {
  const signUpCopy = useFlowCopy().get.signUp;
  const onEdit = (field: (typeof FIELDS)[number], value: string) =>
    edit({ group: "account", field, value });

  return (
    <>
      <ViewHeader view="sign-up" intro={signUpCopy.intro} />
      <ViewForm
        onSubmit={(submitted) =>
          send({
            type: "sign-up",
            submitted: submittedFields(submitted, FIELDS),
          })
        }
      >
        <NameFields values={values.account} onEdit={onEdit} />
        <FormField name="email" value={values.account.email} onEdit={onEdit} />
        <Button type="submit" size="lg" className="mt-1 w-full">
          {signUpCopy.submit}
        </Button>
        <div className="text-fg-muted tracking-eyebrow flex items-center gap-4 text-xs font-medium uppercase">
          <span aria-hidden="true" className="bg-line-strong h-px flex-1" />
          {signUpCopy.divider}
          <span aria-hidden="true" className="bg-line-strong h-px flex-1" />
        </div>
        {/* A submit button too, so that a press before the page is interactive is replayed. */}
        <Button
          type="submit"
          formAction={lastPressOnly(() => send({ type: "open-login" }))}
          formNoValidate
          variant="outline"
          size="lg"
          className="w-full"
        >
          {signUpCopy.login}
        </Button>
      </ViewForm>
      <p className="text-fg-muted mt-6 text-center text-sm">
        {signUpCopy.terms.before}{" "}
        {/* The terms link is inert until they are published: HTML's placeholder link (an anchor
            without href), drawn as unavailable, and saying why to a screen reader. */}
        <a className="text-fg decoration-line-strong cursor-not-allowed underline decoration-dotted underline-offset-4">
          {signUpCopy.terms.link}
          <span className="sr-only"> {signUpCopy.terms.unavailable}</span>
        </a>
        {signUpCopy.terms.after}
      </p>
      <PrivacyNote className="mt-2" />
    </>
  );
}
