import type { FormEvent } from "react";
import { ArrowLeft } from "lucide-react";

import { loginCopy } from "@/content/get";
import type { AccountValues } from "@/lib/get-flow-machine";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { EmailField } from "./email-field";
import { ViewHeader } from "./view-header";

type LoginViewProps = {
  values: AccountValues;
  onEdit: (field: keyof AccountValues, value: string) => void;
  onLogin: () => void;
  onBack: () => void;
};

const { fields } = loginCopy;

export function LoginView({ values, onEdit, onLogin, onBack }: LoginViewProps) {
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    onLogin();
  }

  return (
    <>
      <ViewHeader view="login" intro={loginCopy.intro} />
      <form onSubmit={handleSubmit} className="mt-8 flex flex-col gap-5">
        <EmailField value={values.email} onEdit={onEdit} />
        <Input
          label={fields.password.label}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(event) => onEdit("password", event.target.value)}
        />
        <Button type="submit" size="lg" className="mt-1 w-full">
          {loginCopy.submit}
        </Button>
      </form>
      <Button
        variant="ghost"
        size="lg"
        className="mt-3 w-full"
        onClick={onBack}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {loginCopy.back}
      </Button>
    </>
  );
}
