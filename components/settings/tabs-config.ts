// The tabs of /settings and /settings/{id} (SPEC §2 "Settings tabs"); the id is the URL segment.

export const SETTINGS_TABS = [
  { id: "akun-user", label: "Akun User" },
  { id: "profile", label: "Profile" },
  { id: "preferensi", label: "Preferensi" },
] as const;

export type SettingsTabId = (typeof SETTINGS_TABS)[number]["id"];

export const DEFAULT_SETTINGS_TAB: SettingsTabId = "akun-user";

export function isSettingsTab(id: string): id is SettingsTabId {
  return SETTINGS_TABS.some((t) => t.id === id);
}
