import type { CardCopy } from "../en/card";
import { business } from "../business";
import { site } from "../site";

export const card = {
  kind: "Virtual",
  label: `Cartão ${business.cardNetwork} virtual ${site.name} com final {lastFour}`,
  labelWithHolder: `Cartão ${business.cardNetwork} virtual ${site.name} de {holderName} com final {lastFour}`,
} satisfies CardCopy;
