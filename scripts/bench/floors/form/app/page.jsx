import { LoginForm } from "./login-form";

export default function Page() {
  return (
    <main>
      <LoginForm />
    </main>
  );
}
