import type { Country } from "@/content/countries";
import type { FieldEdit, FlowEvent, FlowValues } from "@/lib/get-flow-machine";

/** What every view of the flow is drawn from, and how it reports a press or a keystroke. */
export type FlowViewProps = {
  values: FlowValues;
  send: (event: FlowEvent) => void;
  edit: (change: FieldEdit) => void;
  /** Step 2's calling codes and the one chosen. */
  countries: Country[];
  country: Country;
};
