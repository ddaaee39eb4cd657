"use client";

// Applies the stored display preferences (font) to the page on load and when they change.
// Mount once near the root (the shell does; the sign-in pages mount it too). Renders nothing.
import * as React from "react";
import {
  applyFont,
  PREFERENCES_EVENT,
  PREFERENCES_KEY,
  readPreferences,
  type Preferences,
} from "./preferences";

export function ApplyPreferences() {
  React.useEffect(() => {
    applyFont(readPreferences().font);
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
