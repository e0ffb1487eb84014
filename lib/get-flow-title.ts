import { fill } from "@/lib/template";
import { TOTAL_STEPS, VIEW_STEPS, type View } from "@/lib/get-flow-machine";

/** The words a view's heading and the tab's title are made of, in the page's language. */
export type FlowTitleCopy = {
  viewTitles: Record<View, string>;
  /** {firstName} */
  welcomeHeading: string;
  /** {step} of {total} */
  stepLabel: string;
  /** {step}: {heading} */
  stepTitle: string;
};

/** A view's h1: its title, or the welcome greeting with the name it greets. */
export function viewHeading(
  copy: FlowTitleCopy,
  view: View,
  greetingName: string,
) {
  return view === "welcome"
    ? fill(copy.welcomeHeading, { firstName: greetingName })
    : copy.viewTitles[view];
}

/** "Step 1 of 3", for a view that is a step of the card order. */
export function stepLabel(copy: FlowTitleCopy, step: number) {
  return fill(copy.stepLabel, { step, total: TOTAL_STEPS });
}

/**
 * The tab's title on a view, the client's twin of the layout's title template (which only applies
 * to server metadata): "Step 1 of 3: Select your card · Solswipe". It never holds the visitor's
 * name: the browser keeps titles in its history, which outlives the tab and may be synced.
 */
export function documentTitle(
  copy: FlowTitleCopy,
  view: View,
  siteName: string,
) {
  const heading = copy.viewTitles[view];
  const step = VIEW_STEPS[view];
  const title = step
    ? fill(copy.stepTitle, { step: stepLabel(copy, step), heading })
    : heading;
  return `${title} · ${siteName}`;
}
