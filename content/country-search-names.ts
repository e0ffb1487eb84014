import type { CountryCode } from "libphonenumber-js";

import type { Language } from "./languages";

/**
 * Names the country search also finds, for what visitors type that world-countries knows under no
 * name: a part of a country ("England"), or what a language calls it for short ("EEUU"). Each
 * language lists its own, not translations of English's; the package's names come on top.
 */
export const countrySearchNames: Record<
  Language,
  Partial<Record<CountryCode, string[]>>
> = {
  en: {
    GB: ["England", "Scotland", "Wales", "Northern Ireland", "Britain"],
    US: ["America"],
  },
  es: {
    GB: ["Inglaterra", "Escocia", "Gales", "Irlanda del Norte", "Gran Bretaña"],
    US: ["EEUU", "EE. UU."],
  },
  "pt-br": {
    GB: [
      "Inglaterra",
      "Escócia",
      "País de Gales",
      "Irlanda do Norte",
      "Grã-Bretanha",
    ],
    US: ["EUA"],
  },
};
