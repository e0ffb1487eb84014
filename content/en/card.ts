import { business } from "../business";
import { site } from "../site";

/** The words on the virtual card drawn on the home page and in /get. */
export type CardCopy = {
  kind: string;
  /** What a screen reader hears for the card: {lastFour} */
  label: string;
  /** The same, once the visitor has given a name: {holderName} and {lastFour} */
  labelWithHolder: string;
};

export const card = {
  kind: "Virtual",
  label: `${site.name} virtual ${business.cardNetwork} card ending in {lastFour}`,
  labelWithHolder: `${site.name} virtual ${business.cardNetwork} card for {holderName} ending in {lastFour}`,
} satisfies CardCopy;
