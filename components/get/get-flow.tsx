"use client";

import type { Country } from "@/content/countries";
import { findCountry } from "@/lib/country-search";
import { useGetFlow } from "@/hooks/use-get-flow";
import { CurrentView } from "./current-view";
import { type FlowCopy, FlowCopyProvider } from "./flow-copy";
import { ViewPanel } from "./view-panel";

type GetFlowProps = {
  copy: FlowCopy;
  /** The site's name, which ends every tab title. */
  siteName: string;
  countries: Country[];
  defaultCountry: Country;
};

export function GetFlow({
  copy,
  siteName,
  countries,
  defaultCountry,
}: GetFlowProps) {
  const { view, values, send, edit, panelRef, directionRef } = useGetFlow(
    defaultCountry.code,
    { copy: copy.get, siteName },
  );
  const country =
    findCountry(countries, values.personal.countryCode) ?? defaultCountry;

  return (
    <FlowCopyProvider copy={copy}>
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
    </FlowCopyProvider>
  );
}
