import { business } from "./business";
import { site } from "./site";

/** The words on the virtual card drawn on the home page and in /get. */
export const virtualCard = {
  kind: "Virtual",
  network: business.cardNetwork,
  label: (lastFour: string, holderName?: string) =>
    `${site.name} virtual ${business.cardNetwork} card${holderName ? ` for ${holderName}` : ""} ending in ${lastFour}`,
} as const;
