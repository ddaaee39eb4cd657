import type { Metadata } from "next";
import { DEFAULT_SETTINGS_TAB } from "@/components/settings/tabs-config";
import { SettingsPage } from "./settings-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Pengaturan" };

export default function Page() {
  return <SettingsPage tab={DEFAULT_SETTINGS_TAB} />;
}
