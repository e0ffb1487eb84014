import type { CardCopy } from "../en/card";
import { business } from "../business";
import { site } from "../site";

export const card = {
  kind: "Virtual",
  label: `Tarjeta ${business.cardNetwork} virtual de ${site.name} terminada en {lastFour}`,
  labelWithHolder: `Tarjeta ${business.cardNetwork} virtual de ${site.name} a nombre de {holderName}, terminada en {lastFour}`,
} satisfies CardCopy;
