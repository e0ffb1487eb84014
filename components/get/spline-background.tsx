"use client";

import { Component, useEffect, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import type { SplineProps } from "@splinetool/react-spline";

import { sceneUrl } from "@/content/scene";
import { cn } from "@/lib/utils";
import { useIsPageIdle } from "@/hooks/use-is-page-idle";
import { usePrefersReducedData } from "@/hooks/use-prefers-reduced-data";
import { usePrefersReducedMotion } from "@/hooks/use-prefers-reduced-motion";
import { PauseSwitch } from "@/components/ui/pause-switch";

// The runtime is about 275 KB compressed: it is fetched only once this component asks for it.
const Spline = dynamic(() => import("@splinetool/react-spline"), {
  ssr: false,
});

// The runtime warns about any URL not ending in .splinecode; a fragment satisfies it and is
// ignored when the blob is read.
const SCENE_FILE_FRAGMENT = "#scene.splinecode";

/** The running scene, as the runtime hands it over once loaded: it can stop and play. */
type SceneApp = Parameters<NonNullable<SplineProps["onLoad"]>>[0];

/**
 * Fetches the scene file once `shouldLoad` turns true and hands it over as a local URL; null until
 * then, and for good when the file is unreachable, blocked or missing. Checking the file first
 * means a scene that cannot load never costs the visitor the runtime's download and start-up.
 */
function useSceneFile(shouldLoad: boolean) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!shouldLoad) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    fetch(sceneUrl, { signal: controller.signal, priority: "low" })
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(`${objectUrl}${SCENE_FILE_FRAGMENT}`);
      })
      // The browser has already reported the failed request; the gradient simply stays.
      .catch(() => {});
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      setSrc(null);
    };
  }, [shouldLoad]);
  return src;
}

/**
 * Spline has no onError: a scene it cannot decode makes it throw while rendering. This boundary
 * swallows that and renders nothing, which leaves the static gradient underneath, and says so.
 */
class SceneErrorBoundary extends Component<
  { children: ReactNode; onFail: () => void },
  { hasFailed: boolean }
> {
  state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  componentDidCatch() {
    this.props.onFail();
  }

  render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}

/**
 * The backdrop of the whole /get page: a static gradient that looks finished on its own, and on top
 * of it, once the page is idle and unless the visitor prefers reduced motion or less data, the
 * animated scene. Once the scene plays, a switch in the page's lower corner stops it: it moves on
 * its own for as long as the page is open. Rendered after the flow, so that Tab reaches the switch
 * after the form.
 */
export function SplineBackground({ pauseLabel }: { pauseLabel: string }) {
  const prefersReducedMotion = usePrefersReducedMotion();
  const prefersReducedData = usePrefersReducedData();
  const isPageIdle = useIsPageIdle();
  const sceneSrc = useSceneFile(
    isPageIdle && !prefersReducedMotion && !prefersReducedData,
  );
  // Which scene file the runtime has loaded: a scene loaded from an earlier file is gone.
  const [loaded, setLoaded] = useState<{ src: string; app: SceneApp } | null>(
    null,
  );
  const scene =
    sceneSrc !== null && loaded?.src === sceneSrc ? loaded.app : null;

  return (
    <>
      <div
        aria-hidden="true"
        // A decorative layer has no role or name to find it by; the failure tests need it.
        data-testid="scene-backdrop"
        // The gradient spans the whole page, however far a tall view makes it scroll; the scene
        // stays with the viewport. On paper neither prints: a frame of the scene would lie under
        // the form's black words on every page.
        className="bg-scene-fallback pointer-events-none absolute inset-0 -z-10 print:hidden"
      >
        {sceneSrc && (
          // A scene that failed, even after loading, has nothing left to pause.
          <SceneErrorBoundary onFail={() => setLoaded(null)}>
            <Spline
              scene={sceneSrc}
              onLoad={(app) => setLoaded({ src: sceneSrc, app })}
              className={cn(
                "fixed inset-0 transition-opacity duration-1000",
                scene ? "opacity-100" : "opacity-0",
              )}
            />
          </SceneErrorBoundary>
        )}
      </div>
      {scene && (
        // On a phone, in the page's bottom padding, under the panel that spans the screen; wider,
        // in the window's corner, beside the panel.
        <PauseSwitch
          label={pauseLabel}
          onChange={(event) => {
            if (event.target.checked) scene.stop();
            else scene.play();
          }}
          className="absolute right-4 bottom-1.5 sm:fixed sm:right-6 sm:bottom-6 print:hidden"
        />
      )}
    </>
  );
}
