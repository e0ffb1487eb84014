import type { ComponentType } from "react";

import type { View } from "@/lib/get-flow-machine";
import type { FlowViewProps } from "./flow-view-props";
import { LoginView } from "./login-view";
import { PersonalInfoView } from "./personal-info-view";
import { SelectCardView } from "./select-card-view";
import { SignUpView } from "./sign-up-view";
import { WelcomeView } from "./welcome-view";

const views = {
  "sign-up": SignUpView,
  login: LoginView,
  welcome: WelcomeView,
  "select-card": SelectCardView,
  "personal-info": PersonalInfoView,
} satisfies Record<View, ComponentType<FlowViewProps>>;

/** The view the flow is on. */
export function CurrentView({
  view,
  ...props
}: FlowViewProps & { view: View }) {
  const ViewComponent = views[view];
  return <ViewComponent {...props} />;
}
