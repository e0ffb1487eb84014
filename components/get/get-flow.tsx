"use client";

import { memo } from "react";

import type { Country } from "@/content/countries";
import { findCountry } from "@/lib/country-search";
import { useGetFlow } from "@/hooks/use-get-flow";
import { CurrentView } from "./current-view";
import { type FlowCopy, FlowCopyProvider } from "./flow-copy";
import { ViewPanel } from "./view-panel";

type GetFlowProps = {
  /** The page's language: every other prop is that language's, fixed at build time. */
  language: string;
  copy: FlowCopy;
  /** The site's name, which ends every tab title. */
  siteName: string;
  countries: Country[];
  defaultCountry: Country;
};

/**
 * The flow, rendered again only for another language. After a client navigation to /get, Next
 * renders the page a second time, in a Transition, with the same data from a second payload. A
 * render inside the panel in a Transition starts a view transition (the views' own, which animate
 * any change), and until it has run React holds every commit back: a field the visitor was typing
 * in went back to what it held before, and lost the keystrokes.
 */
export const GetFlow = memo(
  GetFlowContent,
  (before, after) => before.language === after.language,
);

function GetFlowContent({
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
