"use client";

import type { Country } from "@/content/countries";
import { findCountry } from "@/lib/country-search";
import { useGetFlow } from "@/hooks/use-get-flow";
import { CurrentView } from "./current-view";
import { ViewPanel } from "./view-panel";

type GetFlowProps = { countries: Country[]; defaultCountry: Country };

export function GetFlow({ countries, defaultCountry }: GetFlowProps) {
  const { view, values, send, edit, panelRef, directionRef } = useGetFlow(
    defaultCountry.code,
  );
  const country =
    findCountry(countries, values.personal.countryCode) ?? defaultCountry;

  return (
    <ViewPanel view={view} directionRef={directionRef} panelRef={panelRef}>
      <CurrentView
        view={view}
        values={values}
        send={send}
        edit={edit}
        countries={countries}
        country={country}
      />
    </ViewPanel>
  );
}
