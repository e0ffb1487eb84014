"use client";

import { startTransition, useReducer, useRef } from "react";

import type { Country } from "@/content/countries";
import { documentTitle } from "@/content/get";
import { findCountry } from "@/lib/country-search";
import {
  canShow,
  directionOf,
  flowReducer,
  initialFlowState,
  isEditAction,
  type EditAction,
  type ViewAction,
  type ViewDirection,
} from "@/lib/get-flow-machine";
import { usePrefersReducedMotion } from "@/hooks/use-prefers-reduced-motion";
import { useStoredFlow } from "@/hooks/use-stored-flow";
import { useViewFocusAndTitle } from "@/hooks/use-view-focus-and-title";
import { replaceViewUrl, useViewHistory } from "@/hooks/use-view-history";
import { CurrentView } from "./current-view";
import { ViewPanel } from "./view-panel";

type GetFlowProps = { countries: Country[]; defaultCountry: Country };

export function GetFlow({ countries, defaultCountry }: GetFlowProps) {
  const [state, dispatch] = useReducer(
    flowReducer,
    defaultCountry.code,
    initialFlowState,
  );
  const direction = useRef<ViewDirection>("forward");
  const prefersReducedMotion = usePrefersReducedMotion();
  useStoredFlow(state, (stored) => {
    replaceViewUrl(stored?.view ?? "sign-up");
    if (stored) dispatch({ type: "restore", state: stored });
  });

  useViewHistory(
    state.view,
    (view) => canShow(state, view),
    (view) => changeView({ type: "show", view }),
  );

  // After the history hook: Next answers a new history entry by re-rendering the page's metadata,
  // and with it the server's title, so the view's title is written after the entry exists.
  const { panelRef, focusNextView } = useViewFocusAndTitle(
    state.view,
    documentTitle(state.view, state.greetingName),
  );

  /** A view change animates as a Transition, or happens at once under reduced motion. */
  function changeView(action: ViewAction) {
    focusNextView();
    direction.current = directionOf(state, action);
    if (prefersReducedMotion) {
      dispatch(action);
      return;
    }
    startTransition(() => dispatch(action));
  }

  function send(action: ViewAction | EditAction) {
    // Typing stays a plain update: a Transition would hold the field's value back a frame.
    if (isEditAction(action)) dispatch(action);
    else changeView(action);
  }

  const country =
    findCountry(countries, state.personal.countryCode) ?? defaultCountry;

  return (
    <ViewPanel view={state.view} directionRef={direction} panelRef={panelRef}>
      <CurrentView
        state={state}
        countries={countries}
        country={country}
        send={send}
      />
    </ViewPanel>
  );
}
