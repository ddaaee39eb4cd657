"use client";

// /settings and /settings/{id}: tabs Akun User, Profile, Preferensi. Switching a tab updates the
// URL (/settings/{id}) without reloading the page.
import * as React from "react";
import { TabLoading, Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { Paged } from "@/lib/pagination";
import { AccountTab } from "./account-tab";
import { isSettingsTab, SETTINGS_TABS, type SettingsTabId } from "./tabs-config";
import type { LoginHistoryItem, OfficeProfile, SettingsActions } from "./types";

// The tabs after Akun User load when opened (or with the page, when the URL names them).
const ProfileTab = React.lazy(() =>
  import("./profile-tab").then((m) => ({ default: m.ProfileTab })),
);
const PreferencesTab = React.lazy(() =>
  import("./preferences-tab").then((m) => ({ default: m.PreferencesTab })),
);

export function SettingsTabs({
  tab,
  office,
  history,
  actions,
}: {
  tab: SettingsTabId;
  office: OfficeProfile | null;
  history: Paged<LoginHistoryItem>;
  actions: SettingsActions;
}) {
  const [active, setActive] = React.useState<SettingsTabId>(tab);
  return (
    <Tabs
      value={active}
      onValueChange={(value) => {
        if (!isSettingsTab(value)) return;
        setActive(value);
        window.history.replaceState(null, "", `/settings/${value}`);
      }}
    >
      <TabsList className="w-full overflow-x-auto">
        {SETTINGS_TABS.map((t) => (
          <TabsTrigger key={t.id} value={t.id}>
            {t.label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="akun-user">
        <AccountTab actions={actions} history={history} />
      </TabsContent>
      <TabsContent value="profile">
        <React.Suspense fallback={<TabLoading />}>
          <ProfileTab office={office} />
        </React.Suspense>
      </TabsContent>
      <TabsContent value="preferensi">
        <React.Suspense fallback={<TabLoading />}>
          <PreferencesTab />
        </React.Suspense>
      </TabsContent>
    </Tabs>
  );
}
