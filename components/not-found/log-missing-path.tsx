"use client";

import { useEffect } from "react";

/** The export serves one 404.html for every unknown path, so the path is only known in the browser. */
export function LogMissingPath() {
  useEffect(() => {
    console.log(`Page not found: ${window.location.pathname}`);
  }, []);
  return null;
}
