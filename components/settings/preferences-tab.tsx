"use client";

// Preferensi tab (SPEC §2, §9): sidebar theme (Aktif / Non Aktif), font Inter or Poppins
// (switching reloads the page) and 'Hapus Cache' (local storage except the tokens).
import * as React from "react";
import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useToast } from "@/components/widgets/toast";
import { cn } from "@/lib/utils";
import {
  applyFont,
  clearLocalCache,
  DEFAULT_PREFERENCES,
  FONT_OPTIONS,
  PREFERENCES_EVENT,
  PREFERENCES_KEY,
  parsePreferences,
  writePreferences,
  type AppFont,
  type Preferences,
} from "./preferences";

export const CACHE_CLEARED = "Cache berhasil dihapus";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(PREFERENCES_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(PREFERENCES_EVENT, onChange);
  };
}

/** The stored JSON; null on the server, which has no localStorage. */
function useStoredPreferences(): Preferences | null {
  const raw = React.useSyncExternalStore(
    subscribe,
    () => window.localStorage.getItem(PREFERENCES_KEY) ?? "",
    () => null,
  );
  return React.useMemo(() => (raw === null ? null : parsePreferences(raw)), [raw]);
}

export function PreferencesTab() {
  const toast = useToast();
  const prefs = useStoredPreferences();
  const current = prefs ?? DEFAULT_PREFERENCES;

  const save = (next: Preferences) => writePreferences(next);

  const chooseFont = (font: AppFont) => {
    if (font === current.font) return;
    save({ ...current, font });
    window.location.reload();
  };

  const clearCache = () => {
    clearLocalCache();
    applyFont(DEFAULT_PREFERENCES.font);
    toast({ variant: "success", description: CACHE_CLEARED });
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Tampilan</h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <div className="flex items-center justify-between gap-4">
            <div className="flex flex-col gap-1">
              <Label htmlFor="pref-sidebar-theme">Tema Sidebar</Label>
              <p className="text-xs text-muted-foreground">Warna tema pada sidebar.</p>
            </div>
            <div className="flex items-center gap-2">
              <span className="text-sm" aria-live="polite">
                {current.sidebarTheme ? "Aktif" : "Non Aktif"}
              </span>
              <Switch
                id="pref-sidebar-theme"
                checked={current.sidebarTheme}
                disabled={prefs === null}
                onCheckedChange={(checked) => save({ ...current, sidebarTheme: checked })}
              />
            </div>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">Font</legend>
            <div className="flex gap-2" role="radiogroup" aria-label="Font">
              {FONT_OPTIONS.map((option) => {
                const active = current.font === option.value;
                return (
                  <button
                    key={option.value}
                    type="button"
                    role="radio"
                    aria-checked={active}
                    disabled={prefs === null}
                    onClick={() => chooseFont(option.value)}
                    className={cn(
                      "flex-1 rounded-md border px-4 py-3 text-left text-sm transition-colors",
                      active ? "border-primary bg-primary/5 text-primary" : "hover:bg-muted",
                    )}
                    style={{ fontFamily: `var(--font-${option.value})` }}
                  >
                    <span className="block font-semibold">{option.label}</span>
                    <span className="text-xs text-muted-foreground">Aa Bb Cc 123</span>
                  </button>
                );
              })}
            </div>
            <p className="text-xs text-muted-foreground">
              Halaman dimuat ulang setelah font diganti.
            </p>
          </fieldset>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Cache</h2>
          <p className="text-sm text-muted-foreground">
            Menghapus data yang tersimpan di browser ini (preferensi, draft, menu). Anda tetap
            masuk.
          </p>
        </CardHeader>
        <CardContent>
          <Button variant="destructive" onClick={clearCache}>
            <Trash2 className="size-4" aria-hidden="true" />
            Hapus Cache
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
