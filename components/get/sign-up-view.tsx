import type { FormEvent } from "react";

import { signUpCopy } from "@/content/get";
import type { AccountValues } from "@/lib/get-flow-machine";
import { Button } from "@/components/ui/button";
import { NameFields } from "./name-fields";
import { EmailField } from "./email-field";
import { ViewHeader } from "./view-header";

type SignUpViewProps = {
  values: AccountValues;
  onEdit: (field: keyof AccountValues, value: string) => void;
  onSignUp: () => void;
  onLogin: () => void;
};

export function SignUpView({
  values,
  onEdit,
  onSignUp,
  onLogin,
}: SignUpViewProps) {
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onSignUp();
  }

  return (
    <>
      <ViewHeader view="sign-up" intro={signUpCopy.intro} />
      <form onSubmit={handleSubmit} className="mt-8 flex flex-col gap-5">
        <NameFields values={values} onEdit={onEdit} />
        <EmailField value={values.email} onEdit={onEdit} />
        <Button type="submit" size="lg" className="mt-1 w-full">
          {signUpCopy.submit}
        </Button>
      </form>
      <div className="text-fg-muted my-5 flex items-center gap-4 text-xs font-medium tracking-[0.2em] uppercase">
        <span aria-hidden="true" className="bg-line-strong h-px flex-1" />
        {signUpCopy.divider}
        <span aria-hidden="true" className="bg-line-strong h-px flex-1" />
      </div>
      <Button variant="outline" size="lg" className="w-full" onClick={onLogin}>
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
