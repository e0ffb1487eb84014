import type { Country } from "@/content/countries";
import { LOGIN_FIRST_NAME, personalInfoCopy } from "@/content/get";
import { cardOrderDetails, cardholderName } from "@/lib/card-order";
import type {
  AccountValues,
  EditAction,
  FlowEvent,
  FlowState,
  ViewAction,
} from "@/lib/get-flow-machine";
import { isCompletePersonalInfo } from "@/lib/validation";
import { LoginView } from "./login-view";
import { PersonalInfoView } from "./personal-info-view";
import { SelectCardView } from "./select-card-view";
import { SignUpView } from "./sign-up-view";
import { WelcomeView } from "./welcome-view";

type CurrentViewProps = {
  state: FlowState;
  countries: Country[];
  country: Country;
  send: (action: ViewAction | EditAction) => void;
};

/** The view the flow is on, its buttons and fields wired to the flow's actions. */
export function CurrentView({
  state,
  countries,
  country,
  send,
}: CurrentViewProps) {
  const handlerFor = (type: Exclude<FlowEvent, "log-in">) => () =>
    send({ type });
  const editAccount = (field: keyof AccountValues, value: string) =>
    send({ type: "edit-account", field, value });

  function handlePersonalInfoSubmit() {
    if (!isCompletePersonalInfo(state.personal)) return;
    // SPEC §4: step 2 has no step 3 yet; the details only reach the console, never the network.
    console.log(
      personalInfoCopy.logMessage,
      cardOrderDetails(state.personal, country.dialCode),
    );
  }

  switch (state.view) {
    case "sign-up":
      return (
        <SignUpView
          values={state.account}
          onEdit={editAccount}
          onSignUp={handlerFor("sign-up")}
          onLogin={handlerFor("open-login")}
        />
      );
    case "login":
      return (
        <LoginView
          values={state.account}
          onEdit={editAccount}
          onLogin={() =>
            send({ type: "log-in", greetingName: LOGIN_FIRST_NAME })
          }
          onBack={handlerFor("back-to-sign-up")}
        />
      );
    case "welcome":
      return (
        <WelcomeView
          firstName={state.greetingName}
          onDeposit={handlerFor("deposit")}
        />
      );
    case "select-card":
      return (
        <SelectCardView
          holderName={cardholderName(state.personal, state.greetingName)}
          onNext={handlerFor("next")}
          onCancel={handlerFor("cancel")}
        />
      );
    case "personal-info":
      return (
        <PersonalInfoView
          values={state.personal}
          countries={countries}
          country={country}
          onEdit={(field, value) =>
            send({ type: "edit-personal", field, value })
          }
          onSubmit={handlePersonalInfoSubmit}
          onBack={handlerFor("back")}
        />
      );
  }
}
