import type { Country } from "@/content/countries";
import type { EditAction, FlowState, ViewAction } from "@/lib/get-flow-machine";

/** What every view of the flow is drawn from, and how it reports a press or a keystroke. */
export type FlowViewProps = {
  state: FlowState;
  send: (action: ViewAction | EditAction) => void;
  /** Step 2's calling codes and the one chosen. */
  countries: Country[];
  country: Country;
};
