"use client";

// Applies the stored display preferences (font) to the page on load and when they change.
// Mount once near the root (the shell does; the sign-in pages mount it too). Renders nothing.
import * as React from "react";
import {
  applyFont,
  DEFAULT_PREFERENCES,
  PREFERENCES_EVENT,
  PREFERENCES_KEY,
  readPreferences,
  type Preferences,
} from "./preferences";

export function ApplyPreferences() {
  React.useEffect(() => {
    // The page is rendered in the default font: only another choice is applied (touching the
    // font of the whole page re-lays it out, which moved the content once the web font had come).
    const stored = readPreferences().font;
    if (stored !== DEFAULT_PREFERENCES.font) applyFont(stored);
    const onChange = (e: Event) => applyFont((e as CustomEvent<Preferences>).detail.font);
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === PREFERENCES_KEY) applyFont(readPreferences().font);
    };
    window.addEventListener(PREFERENCES_EVENT, onChange);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener(PREFERENCES_EVENT, onChange);
      window.removeEventListener("storage", onStorage);
    };
  }, []);
  return null;
}
