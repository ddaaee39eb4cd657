// Display preferences kept in the browser (SPEC §3 "Locally stored: ... preferences", §9):
// localStorage key `preferences` holds JSON {sidebarTheme, font}. The shell reads them through
// readPreferences() and may listen for PREFERENCES_EVENT to follow changes without a reload.

export const PREFERENCES_KEY = "preferences";
/** Dispatched on window after the preferences change in this tab (detail: Preferences). */
export const PREFERENCES_EVENT = "erp:preferences";
/** SPEC §9: 'Hapus Cache' clears local storage except these keys. */
export const KEPT_STORAGE_KEYS: readonly string[] = ["access_token", "refresh_token"];

export type AppFont = "inter" | "poppins";

export interface Preferences {
  /** Sidebar theme toggle ('Aktif' / 'Non Aktif'). */
  sidebarTheme: boolean;
  font: AppFont;
}

export const DEFAULT_PREFERENCES: Preferences = { sidebarTheme: true, font: "inter" };

export const FONT_OPTIONS: readonly { value: AppFont; label: string }[] = [
  { value: "inter", label: "Inter" },
  { value: "poppins", label: "Poppins" },
];

function isFont(v: unknown): v is AppFont {
  return v === "inter" || v === "poppins";
}

/** Preferences from the stored JSON; defaults for anything missing or malformed. */
export function parsePreferences(raw: string | null): Preferences {
  if (!raw) return DEFAULT_PREFERENCES;
  try {
    const v = JSON.parse(raw) as Partial<Record<keyof Preferences, unknown>> | null;
    return {
      sidebarTheme:
        typeof v?.sidebarTheme === "boolean" ? v.sidebarTheme : DEFAULT_PREFERENCES.sidebarTheme,
      font: isFont(v?.font) ? v.font : DEFAULT_PREFERENCES.font,
    };
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

/** The stored preferences (defaults on the server or when storage is not available). */
export function readPreferences(): Preferences {
  if (typeof window === "undefined") return DEFAULT_PREFERENCES;
  try {
    return parsePreferences(window.localStorage.getItem(PREFERENCES_KEY));
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export function writePreferences(next: Preferences): void {
  window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify(next));
  window.dispatchEvent(new CustomEvent<Preferences>(PREFERENCES_EVENT, { detail: next }));
}

/** Makes the font the page's font: `data-font` on <html> and the --font-app variable. */
export function applyFont(font: AppFont): void {
  const root = document.documentElement;
  root.dataset.font = font;
  const value = `var(--font-${font})`;
  root.style.setProperty("--font-app", value);
  // The root layout sets --font-app on <body> too; an inline value there wins over the class.
  document.body?.style.setProperty("--font-app", value);
}

/** 'Hapus Cache': removes every localStorage key except the tokens. Returns the removed keys. */
export function clearLocalCache(): string[] {
  const storage = window.localStorage;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && !KEPT_STORAGE_KEYS.includes(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  window.dispatchEvent(
    new CustomEvent<Preferences>(PREFERENCES_EVENT, { detail: DEFAULT_PREFERENCES }),
  );
  return keys;
}
