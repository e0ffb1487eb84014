"use client";

import {
  useCallback,
  useEffect,
  useReducer,
  useRef,
  type ReactNode,
} from "react";
import { flushSync } from "react-dom";

import type { Country } from "@/content/countries";
import { documentTitle, personalInfoCopy } from "@/content/get";
import { findCountry } from "@/lib/country-search";
import {
  canShow,
  cardOrderDetails,
  flowReducer,
  hashForView,
  initialFlowState,
  isView,
  parseFlowState,
  serializeFlowState,
  STORAGE_KEY,
  viewFromHash,
  type FlowAction,
  type FlowEvent,
  type FlowState,
  type View,
} from "@/lib/get-flow-state";
import { isCompletePersonalInfo } from "@/lib/validation";
import { LoginView } from "./login-view";
import { PersonalInfoView } from "./personal-info-view";
import { SelectCardView } from "./select-card-view";
import { SignUpView } from "./sign-up-view";
import { WelcomeView } from "./welcome-view";

type GetFlowProps = { countries: Country[]; defaultCountry: Country };

const HISTORY_VIEW_KEY = "getFlowView";

function historyView(): unknown {
  return window.history.state?.[HISTORY_VIEW_KEY];
}

function viewUrl(view: View) {
  return `${window.location.pathname}${hashForView(view)}`;
}

/** Records the view in the current history entry (Next keeps its own keys beside ours). */
function replaceHistoryView(view: View, url = viewUrl(view)) {
  window.history.replaceState(
    { ...window.history.state, [HISTORY_VIEW_KEY]: view },
    "",
    url,
  );
}

/**
 * Cross-fades the old view into the new one, the panel morphing between their sizes, with the
 * browser's View Transitions: no animation library on the page, and an instant swap where the API
 * is missing or the visitor prefers reduced motion.
 */
function withViewTransition(update: () => void) {
  const prefersReducedMotion = window.matchMedia(
    "(prefers-reduced-motion: reduce)",
  ).matches;
  if (
    prefersReducedMotion ||
    typeof document.startViewTransition !== "function"
  ) {
    update();
    return;
  }
  const transition = document.startViewTransition(() => flushSync(update));
  // A transition interrupted by the next one rejects `ready`; the update itself still runs.
  transition.ready.catch(() => {});
}

function readStoredState(defaults: FlowState) {
  try {
    return parseFlowState(sessionStorage.getItem(STORAGE_KEY), defaults);
  } catch {
    // Storage can be switched off; the flow then simply starts over on reload.
    return null;
  }
}

export function GetFlow({ countries, defaultCountry }: GetFlowProps) {
  const [state, dispatch] = useReducer(
    flowReducer,
    defaultCountry.code,
    initialFlowState,
  );
  const stateRef = useRef(state);
  const shouldFocusHeading = useRef(false);
  const shownView = useRef(state.view);

  useEffect(() => {
    stateRef.current = state;
  });

  // Declared before the effect that saves, so the saved flow is read before anything overwrites it.
  useEffect(() => {
    const stored = readStoredState(initialFlowState(defaultCountry.code));
    replaceHistoryView(stored?.view ?? "sign-up");
    if (stored) dispatch({ type: "restore", state: stored });

    function handlePopState() {
      const entry = historyView();
      const current = stateRef.current;
      const hashView = viewFromHash(window.location.hash);
      if (!isView(entry) && !hashView) {
        // A fragment link such as the skip link: the view stays, and this entry remembers it.
        replaceHistoryView(current.view, window.location.href);
        return;
      }
      const wanted = isView(entry) ? entry : (hashView ?? current.view);
      const view = canShow(current, wanted) ? wanted : current.view;
      if (entry !== view) replaceHistoryView(view);
      if (view === current.view) return;
      shouldFocusHeading.current = true;
      withViewTransition(() => dispatch({ type: "show", view }));
    }
    window.addEventListener("popstate", handlePopState);
    return () => window.removeEventListener("popstate", handlePopState);
  }, [defaultCountry.code]);

  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, serializeFlowState(state));
    } catch {
      // Full or disabled storage only costs the reload convenience.
    }
  }, [state]);

  // Back, Forward and a restore have already put the view in the history; a button has not.
  useEffect(() => {
    if (shownView.current === state.view) return;
    shownView.current = state.view;
    if (historyView() !== state.view) {
      window.history.pushState(
        { [HISTORY_VIEW_KEY]: state.view },
        "",
        viewUrl(state.view),
      );
    }
  }, [state.view]);

  useEffect(() => {
    document.title = documentTitle(state.view, state.greetingName);
  }, [state.view, state.greetingName]);

  // Runs when the entering view's panel mounts.
  const focusHeading = useCallback((node: HTMLElement | null) => {
    if (!node || !shouldFocusHeading.current) return;
    shouldFocusHeading.current = false;
    node.querySelector<HTMLElement>("h1")?.focus();
  }, []);

  function send(action: FlowAction) {
    if (flowReducer(state, action).view === state.view) {
      dispatch(action);
      return;
    }
    shouldFocusHeading.current = true;
    withViewTransition(() => dispatch(action));
  }

  const handlerFor = (type: FlowEvent) => () => send({ type });

  const country =
    findCountry(countries, state.personal.countryCode) ?? defaultCountry;

  function handlePersonalInfoSubmit() {
    if (!isCompletePersonalInfo(state.personal)) return;
    // SPEC §4: step 2 has no step 3 yet; the details only reach the console, never the network.
    console.log(
      personalInfoCopy.logMessage,
      cardOrderDetails(state.personal, country.dialCode),
    );
  }

  const views = {
    "sign-up": () => (
      <SignUpView
        values={state.account}
        onEdit={(field, value) => send({ type: "edit-account", field, value })}
        onSignUp={handlerFor("sign-up")}
        onLogin={handlerFor("open-login")}
      />
    ),
    login: () => (
      <LoginView
        values={state.account}
        onEdit={(field, value) => send({ type: "edit-account", field, value })}
        onLogin={handlerFor("log-in")}
        onBack={handlerFor("back-to-sign-up")}
      />
    ),
    welcome: () => (
      <WelcomeView
        firstName={state.greetingName}
        onDeposit={handlerFor("deposit")}
      />
    ),
    "select-card": () => (
      <SelectCardView
        onNext={handlerFor("next")}
        onCancel={handlerFor("cancel")}
      />
    ),
    "personal-info": () => (
      <PersonalInfoView
        values={state.personal}
        countries={countries}
        country={country}
        onEdit={(field, value) => send({ type: "edit-personal", field, value })}
        onSubmit={handlePersonalInfoSubmit}
        onBack={handlerFor("back")}
      />
    ),
  } satisfies Record<View, () => ReactNode>;

  return (
    <div
      key={state.view}
      ref={focusHeading}
      className="rounded-card border-line bg-surface/85 shadow-raised relative isolate w-full max-w-[30rem] border p-5 backdrop-blur-md [view-transition-name:get-view] sm:p-10"
    >
      {views[state.view]()}
    </div>
  );
}
