import { useSyncExternalStore } from "react";

import { useMediaQuery } from "./use-media-query";

/** The Network Information API's part we read: Chromium only, so not in TypeScript's DOM types. */
type DataSaverConnection = EventTarget & { readonly saveData?: boolean };

function connection() {
  return (navigator as { connection?: DataSaverConnection }).connection;
}

function subscribeToConnection(onChange: () => void) {
  const current = connection();
  current?.addEventListener("change", onChange);
  return () => current?.removeEventListener("change", onChange);
}

const isSavingData = () => connection()?.saveData === true;

// The server cannot know the visitor's settings, and the first client render must match it.
const savesDataOnServer = () => false;

/**
 * True when the visitor asked to spend less data: Data Saver, which Chrome on Android reports as
 * `navigator.connection.saveData`, or the `prefers-reduced-data` media feature where a browser
 * has it. Downloads that only decorate must then not start.
 */
export function usePrefersReducedData() {
  const prefersReducedData = useMediaQuery("(prefers-reduced-data: reduce)");
  const savesData = useSyncExternalStore(
    subscribeToConnection,
    isSavingData,
    savesDataOnServer,
  );
  return prefersReducedData || savesData;
}
