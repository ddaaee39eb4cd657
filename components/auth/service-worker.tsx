"use client";

// Registers /sw.js (caches the app shell's static files only, never API answers). Renders nothing.
import * as React from "react";

export function ServiceWorkerRegistration() {
  React.useEffect(() => {
    if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => {
      console.warn("[sw] registration failed", error);
    });
  }, []);
  return null;
}
