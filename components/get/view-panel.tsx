import {
  useEffect,
  ViewTransition,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from "react";
import { AnimateView } from "framer-motion/animate-view";

import { brandRadii } from "@/lib/brand";
import { VIEW_CHANGE_TYPE } from "@/lib/get-flow-history";
import type { View, ViewDirection } from "@/lib/get-flow-machine";
import { isViewChanging } from "@/lib/is-view-changing";
import { GET_PANEL_ID } from "@/lib/panel-form";
import { RESUME_NOTE_ID } from "@/lib/resume-cover";
import { surfaceClasses } from "@/components/ui/surface";
import { useFlowCopy } from "./flow-copy";

type ViewPanelProps = {
  view: View;
  /** Which way the latest change goes, read when its animation starts. */
  directionRef: RefObject<ViewDirection>;
  panelRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
};

const SLIDE_PX = 40;
// The browser morphs the panel in 250 ms: the views slide in step with it.
const VIEW_CHANGE = { duration: 0.25, ease: "easeOut" } as const;

/**
 * The panel's group while it morphs between two views' heights: both snapshots of the panel
 * stretch to the morphing box instead of keeping their own heights, and the views sliding across
 * it (nested in its group) are clipped to its edge. Written here, not in `app/globals.css`: the CSS
 * parser inside Next does not know `::view-transition-group-children` yet, and warned at every page
 * `next dev` served and once a build. A browser that does not know it drops that rule alone.
 */
const PANEL_MORPH_CSS = `
::view-transition-old(get-panel),
::view-transition-new(get-panel) {
  height: 100%;
}
::view-transition-group-children(get-panel) {
  overflow: clip;
  border-radius: ${brandRadii.card};
}`;

/** How far a view starts (entering) or ends (leaving) from its place: the change's type sets the side. */
function offset(direction: ViewDirection, edge: "enter" | "exit") {
  const toTheRight = (direction === "back") === (edge === "exit");
  return `translateX(${toTheRight ? SLIDE_PX : -SLIDE_PX}px)`;
}

/**
 * The second click of a double-click lands on whatever the first one brought under the pointer,
 * often the next view's button in the same place: it is not a press of its own.
 */
function dropDoubleClick(event: MouseEvent) {
  if (event.detail > 1 && (event.target as Element).closest("button")) {
    event.preventDefault();
    event.stopPropagation();
  }
}

/**
 * Nor does its second press take focus from the heading the first one's view change has just
 * focused, onto the button under the pointer or the page; nor does a press during the slide, which
 * the browser's pictures of the change catch for the page's root, whatever they show under it:
 * focus stays where a keyboard user goes on from. Listened for on the document, where both land.
 */
function useHeadingKeptOnStrayPress(
  panelRef: RefObject<HTMLDivElement | null>,
) {
  useEffect(() => {
    function keepHeadingFocused(event: globalThis.MouseEvent) {
      const focused = document.activeElement;
      const isStray =
        event.detail > 1 ||
        (event.target === document.documentElement && isViewChanging());
      if (
        isStray &&
        focused instanceof HTMLHeadingElement &&
        panelRef.current?.contains(focused)
      )
        event.preventDefault();
    }
    document.addEventListener("mousedown", keepHeadingFocused, true);
    return () =>
      document.removeEventListener("mousedown", keepHeadingFocused, true);
  }, [panelRef]);
}

/** Enter held down presses once, not once per auto-repeat. */
function dropHeldEnter(event: KeyboardEvent) {
  if (event.key === "Enter" && event.repeat) event.preventDefault();
}

/**
 * The card the views sit on. On a view change a press makes (a React Transition, forward or back) the
 * leaving view slides out and the new one slides in from the side the visitor is heading to, while
 * the panel morphs from one view's height to the other's. Both ride on the browser's View
 * Transitions, so the old view never stays in the DOM beside the new one; a change made outside a
 * Transition (reduced motion, Back and Forward) is instant.
 */
export function ViewPanel({
  view,
  directionRef,
  panelRef,
  children,
}: ViewPanelProps) {
  useHeadingKeptOnStrayPress(panelRef);
  const { resuming } = useFlowCopy().get;
  return (
    <>
      {/* React writes it once into the head, on the server too. */}
      <style href="get-panel-morph" precedence="get-panel">
        {PANEL_MORPH_CSS}
      </style>
      {/* The panel itself neither fades in when /get opens nor out when the visitor leaves. */}
      <ViewTransition
        name="get-panel"
        enter="none"
        exit="none"
        update={{ [VIEW_CHANGE_TYPE]: "auto", default: "none" }}
      >
        <div
          ref={panelRef}
          id={GET_PANEL_ID}
          onClickCapture={dropDoubleClick}
          onKeyDownCapture={dropHeldEnter}
          className={surfaceClasses(
            "glass",
            "max-w-panel relative isolate w-full p-5 max-[15rem]:p-3 sm:p-10",
          )}
        >
          {/* Shown only under the cover a reload mid-flow puts over the server's view. */}
          <p
            id={RESUME_NOTE_ID}
            className="text-fg-muted absolute inset-0 hidden place-items-center p-6 text-center text-base"
          >
            {resuming}
          </p>
          <AnimateView
            key={view}
            transition={VIEW_CHANGE}
            // The flow sets the direction as it starts the change, before the slide reads it.
            enter={() => ({
              transform: [offset(directionRef.current, "enter"), "none"],
              opacity: 1,
            })}
            exit={() => ({
              transform: ["none", offset(directionRef.current, "exit")],
              opacity: 0,
            })}
          >
            {/* Nested in the panel's group, so the panel clips the views sliding across it. */}
            <div className="[view-transition-group:nearest]">{children}</div>
          </AnimateView>
        </div>
      </ViewTransition>
    </>
  );
}
