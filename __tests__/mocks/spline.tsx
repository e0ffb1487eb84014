import { useEffect, useRef, useState } from "react";

/** The running scene the stand-in hands over, as the runtime's own does once a scene has loaded. */
export const sceneApp = { stop: jest.fn(), play: jest.fn() };

/** Set by a test to make the scene throw once it has loaded, as a runtime losing its scene would. */
export const sceneFailure = { afterLoad: false };

export default function Spline({
  onLoad,
}: {
  onLoad?: (app: typeof sceneApp) => void;
}) {
  const [hasLoaded, setHasLoaded] = useState(false);
  // Once, a moment after mounting, as the runtime calls it once a scene has loaded.
  const onLoadRef = useRef(onLoad);
  useEffect(() => {
    const loading = setTimeout(() => {
      onLoadRef.current?.(sceneApp);
      setHasLoaded(true);
    });
    return () => clearTimeout(loading);
  }, []);
  if (hasLoaded && sceneFailure.afterLoad) throw new Error("Scene lost");
  return <div data-testid="spline-scene" />;
}
