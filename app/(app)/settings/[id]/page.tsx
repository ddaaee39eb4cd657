import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isSettingsTab } from "@/components/settings/tabs-config";
import { SettingsPage } from "../settings-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Pengaturan" };

/** /settings/{id}: id is the tab to open (akun-user, profile, preferensi). */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isSettingsTab(id)) notFound();
  return <SettingsPage tab={id} />;
}
