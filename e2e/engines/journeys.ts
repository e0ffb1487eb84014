import { contentJourneys } from "./content-journeys";
import { contrastThemeJourneys } from "./contrast-theme-journeys";
import { getJourneys } from "./get-journeys";
import { homeJourneys } from "./home-journeys";
import type { Journey } from "./journey";
import { keyboardJourneys } from "./keyboard-journeys";
import { routeJourneys } from "./route-journeys";
import { textSpacingJourneys } from "./text-spacing-journeys";

/** Every cross-engine journey, in the order they run. */
export const journeys: Journey[] = [
  ...routeJourneys,
  ...textSpacingJourneys,
  ...homeJourneys,
  ...getJourneys,
  ...contentJourneys,
  ...keyboardJourneys,
  ...contrastThemeJourneys,
];
