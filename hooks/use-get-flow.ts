import {
  addTransitionType,
  startTransition,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { flushSync } from "react-dom";

import {
  canShow,
  directionOf,
  initialValues,
  nextView,
  valuesAfter,
  withEdit,
  type FieldEdit,
  type FlowEvent,
  type FlowValues,
  type View,
  type ViewDirection,
} from "@/lib/get-flow-machine";
import {
  hashForView,
  VIEW_CHANGE_TYPE,
  viewFromHash,
} from "@/lib/get-flow-history";
import { isAnyPressWaiting } from "@/lib/form-replay-queue";
import { type FlowTitleCopy, documentTitle } from "@/lib/get-flow-title";
import {
  parseFlowValues,
  serializeFlowValues,
  STORAGE_KEY,
} from "@/lib/get-flow-storage";
import { readPanelForm, type FormReading } from "@/lib/panel-form";
import { removeResumeCover } from "@/lib/resume-cover";
import { useIsHydrated } from "@/hooks/use-is-hydrated";
import { usePrefersReducedMotion } from "@/hooks/use-prefers-reduced-motion";

/** What the page draws: a copy of the flow, handed over on every change. */
type Shown = {
  view: View;
  values: FlowValues;
  /** A view the visitor asked for (a press, Back or Forward) takes focus; a restored one does not. */
  isAsked: boolean;
};

/** The flow itself, from the moment it starts until the page goes. */
type Flow = {
  view: View;
  values: FlowValues;
  /** Next's record of the page: every entry the flow writes carries it (see `writeViewUrl`). */
  routerState: unknown;
};

/** The one view the server draws, whatever the URL names: the page before it is interactive. */
const SERVER_VIEW: View = "sign-up";

/**
 * The /get flow's one owner. The view is the URL's: a press that moves the flow writes its view
 * into the URL before anything else happens, Back and Forward are read from it, and so is a reload.
 * What the visitor typed lives here and is kept in this tab's storage. The page draws a copy of
 * both (`shown`), and the document title and focus follow what it draws.
 *
 * Top to bottom: how the flow starts, how a press and a keystroke move it, how Back and Forward
 * do, and what follows each change.
 */
export function useGetFlow(
  defaultCountryCode: string,
  titles: { copy: FlowTitleCopy; siteName: string },
) {
  const prefersReducedMotion = usePrefersReducedMotion();
  // Whether the flow was server-rendered and hydrated here, not drawn after a client navigation.
  const isServerRenderedRef = useRef(!useIsHydrated());
  // The server's sign-up as the page first renders here, before React may take it away: when the
  // server's text changed before the scripts came (as a browser's translation changes it), React
  // draws the whole page afresh instead of hydrating it, and what was typed goes with the form.
  const [serverForm] = useState(() =>
    typeof document === "undefined" ? null : readPanelForm(),
  );
  const [shown, setShown] = useState<Shown>(() => ({
    view: "sign-up",
    values: initialValues(defaultCountryCode),
    isAsked: false,
  }));
  const flowRef = useRef<Flow | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const directionRef = useRef<ViewDirection>("forward");

  /**
   * Starts the flow on whichever comes first after hydration: its effect, or a press the visitor
   * made before the page was interactive, which React replays. What storage kept is read, then
   * what was typed into the server's form is adopted over it, then the URL's view is shown if those
   * values allow it. A press on the server's page, replayed (`pressedOn`) or waiting to be, keeps
   * the flow on the view the visitor saw and pressed on: after a reload mid-flow, signing up again
   * on the server's sign-up greets the new name. So does a field of it the visitor is typing in
   * (the cover a reload put over it gave up before the scripts came): the page stays under them.
   */
  function started(pressedOn?: View): Flow {
    if (flowRef.current) return flowRef.current;
    // The form as it is now, where hydration kept it; else as the first render found it.
    const isServerFormGone = !!serverForm && !serverForm.form.isConnected;
    const form = isServerFormGone
      ? serverForm
      : readPanelForm(panelRef.current);
    const values = withTypedFields(
      readStoredValues(shown.values) ?? shown.values,
      form,
    );
    const wanted = viewFromHash(window.location.hash);
    const pressed =
      pressedOn ??
      (isAnyPressWaiting() || form?.focused ? SERVER_VIEW : undefined);
    const view =
      pressed ?? (wanted && canShow(values, wanted) ? wanted : SERVER_VIEW);
    const flow = {
      view,
      values,
      routerState: routerStateToKeep(isServerRenderedRef.current),
    };
    flowRef.current = flow;
    if (wanted !== view) writeViewUrl(flow, "replace");
    storeValues(values);
    setShown({ view, values, isAsked: false });
    // The field the visitor was typing in went with the server's form: its new one takes focus.
    if (isServerFormGone && form?.focused) {
      panelRef.current
        ?.querySelector<HTMLInputElement>(`input[name="${form.focused.name}"]`)
        ?.focus();
    }
    return flow;
  }

  /**
   * Hands the flow's view to the page: a press slides it in as a Transition; Back, Forward and
   * reduced motion show it at once.
   */
  function showView(flow: Flow, change: "press" | "traversal") {
    const update = () =>
      setShown({ view: flow.view, values: flow.values, isAsked: true });
    // A form action runs inside a Transition of its own: only flushSync takes an update out of it.
    // Traversals never slide: React holds each Transition until the view transition before it has
    // finished, and a burst of Back and Forward in Chromium can leave one waiting for a frame that
    // never comes, with the page a view behind the address (docs/architecture.md).
    if (prefersReducedMotion || change === "traversal") flushSync(update);
    else
      startTransition(() => {
        addTransitionType(VIEW_CHANGE_TYPE);
        update();
      });
  }

  /**
   * A press on `from`, the view that drew the button. A press on a view that is already leaving
   * (another press or Back got there first) is ignored, so quick hands never skip a view.
   */
  function send(from: View, event: FlowEvent) {
    const flow = started(from);
    if (from !== flow.view || viewFromHash(window.location.hash) !== from) {
      return;
    }
    const to = nextView(from, event);
    if (to === undefined) return;
    flow.values = valuesAfter(flow.values, event);
    flow.view = to;
    storeValues(flow.values);
    writeViewUrl(flow, "push");
    directionRef.current = directionOf(from, to);
    showView(flow, "press");
  }

  function edit(change: FieldEdit) {
    const flow = started();
    flow.values = withEdit(flow.values, change);
    storeValues(flow.values);
    const { values } = flow;
    setShown((current) => ({ ...current, values }));
  }

  /** After Back or Forward between the flow's entries: the URL already names the view. */
  const handleTraversal = useEffectEvent(() => {
    const flow = started();
    const wanted = viewFromHash(window.location.hash);
    if (wanted === undefined || !canShow(flow.values, wanted)) {
      // Another fragment (the skip link's) or a view the values cannot show: the URL names ours.
      writeViewUrl(flow, "replace");
    } else if (wanted !== flow.view) {
      flow.view = wanted;
      showView(flow, "traversal");
    }
  });

  const start = useEffectEvent(started);
  useEffect(() => {
    start();
    return onFlowTraversal(window.location.pathname, handleTraversal);
  }, []);

  // What follows a change the page has drawn. Layout effects, so that both change with the view
  // rather than once its slide has started.
  const title = documentTitle(titles.copy, shown.view, titles.siteName);
  useLayoutEffect(() => {
    document.title = title;
    // Next can hydrate the page's server title after the flow has started (sign-up's, the only
    // one the server knows): the view's is put back whenever anything else rewrites it.
    const keepTitle = new MutationObserver(() => {
      if (document.title !== title) document.title = title;
    });
    keepTitle.observe(document.head, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    return () => keepTitle.disconnect();
  }, [title]);

  // After a reload mid-flow the page covered the server's view (`lib/resume-cover.ts`): the flow
  // has started and drawn its own.
  useLayoutEffect(() => {
    if (flowRef.current) removeResumeCover();
  }, [shown]);

  useLayoutEffect(() => {
    const panel = panelRef.current;
    const heading = panel?.querySelector("h1");
    if (!shown.isAsked || !panel || !heading) return;
    heading.focus({ preventScroll: true });
    // A visitor who scrolled down to press sees the new view from the panel's top edge, below
    // the fixed bar. Focus alone would scroll just far enough to show the heading, leaving the
    // panel's edge under the bar (and Firefox not even that, for a heading on screen under it).
    if (!isShownFromItsTop(panel, heading)) panel.scrollIntoView();
  }, [shown.view, shown.isAsked]);

  return {
    view: shown.view,
    values: shown.values,
    send: (event: FlowEvent) => send(shown.view, event),
    edit,
    panelRef,
    directionRef,
  };
}

/** The panel's top is below the fixed bar (the page's scroll padding), its heading on screen. */
function isShownFromItsTop(panel: HTMLElement, heading: HTMLElement) {
  const barRoom = parseFloat(
    getComputedStyle(document.documentElement).scrollPaddingTop,
  );
  return (
    panel.getBoundingClientRect().top >= barRoom - 1 &&
    heading.getBoundingClientRect().bottom <= window.innerHeight
  );
}

function readStoredValues(defaults: FlowValues) {
  try {
    return parseFlowValues(sessionStorage.getItem(STORAGE_KEY), defaults);
  } catch {
    // Storage can be switched off; the flow then simply starts over on reload.
    return null;
  }
}

function storeValues(values: FlowValues) {
  try {
    sessionStorage.setItem(STORAGE_KEY, serializeFlowValues(values));
  } catch {
    // Full or disabled storage only costs the reload convenience.
  }
}

/**
 * The values with whatever the visitor typed into the server's form before the page was
 * interactive: what they see in a field is what the flow holds.
 */
function withTypedFields(values: FlowValues, form: FormReading | null) {
  const account = { ...values.account };
  for (const [name, value] of form?.typed ?? []) {
    if (name in account) account[name as keyof typeof account] = value;
  }
  return { ...values, account };
}

/**
 * Points the URL at the flow's view: a new history entry for a press, the current one rewritten
 * otherwise. History's own methods, not the ones Next wraps on `window.history`: Next mirrors
 * each call into its router, which writes its idea of the URL back a render later, by then
 * possibly onto another view's entry. Each entry still carries Next's record of the page, so that
 * Next restores /get when the visitor comes back to it from another page: without it, Next's
 * router ignores that Back, and the address names /get under the other page.
 */
function writeViewUrl(flow: Flow, mode: "push" | "replace") {
  const { pathname, search } = window.location;
  const write =
    mode === "push"
      ? History.prototype.pushState
      : History.prototype.replaceState;
  write.call(
    window.history,
    flow.routerState,
    "",
    `${pathname}${search}${hashForView(flow.view)}`,
  );
}

/**
 * Next's record of the page, for the entries the flow writes. None when the page was hydrated on
 * another entry than the one it loaded on (a skip link pressed while the scripts loaded adds
 * one): on such an entry Next's router, as it mounts, re-reads the URL it finds there and writes
 * it back a render later, over the view the flow has written since. The address would name
 * another view than the one shown, and the flow would ignore every press. Without the record
 * Next leaves those entries alone (and does not restore them on a Back from another page). After
 * a client navigation to /get the entries differ too, but the router mounted long before: the
 * record stays, or Next would ignore every Back into /get.
 */
function routerStateToKeep(isServerRendered: boolean): unknown {
  const { navigation } = window as { navigation?: NavigationLike };
  const isLoadEntry =
    navigation?.activation?.entry?.key === undefined ||
    navigation.activation.entry.key === navigation.currentEntry?.key;
  return !isServerRendered || isLoadEntry ? window.history.state : null;
}

/** The part of the Navigation API read here; not every browser has it. */
type NavigationLike = {
  activation?: { entry?: { key: string } | null } | null;
  currentEntry?: { key: string } | null;
};

/**
 * Calls `listener` after each Back or Forward between two entries of this page. Those are the
 * flow's alone: Next's router would answer them too, a render later, writing the URL it saw onto
 * whichever entry is current by then.
 */
function onFlowTraversal(pathname: string, listener: () => void) {
  let pending: number | undefined;
  function handlePopState(event: PopStateEvent) {
    if (window.location.pathname !== pathname) return;
    event.stopImmediatePropagation();
    window.clearTimeout(pending);
    // Out of the event, once the burst has settled on an entry: only the latest one is shown.
    pending = window.setTimeout(listener);
  }
  // Capturing, so that it runs before the router's listener, whichever was added first.
  window.addEventListener("popstate", handlePopState, { capture: true });
  return () => {
    window.removeEventListener("popstate", handlePopState, { capture: true });
    window.clearTimeout(pending);
  };
}
