"use client";

import { useEffect } from "react";

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`). Until then a click on a
 * server-rendered button does nothing; the browser tests wait for this mark after every full
 * page load instead of racing hydration on a busy machine.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
