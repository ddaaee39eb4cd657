// The body of /settings and /settings/{id}: loads the office and the first page of the login
// history for the signed-in user and hands the server actions to the tabs.
import { redirect } from "next/navigation";
import { auth } from "@/auth";
import { getDb } from "@/server/db";
import { loadActor } from "@/server/auth/actor";
import { getMyOffice } from "@/server/users/get-my-office";
import { listLoginHistory } from "@/server/users/list-login-history";
import { ApplyPreferences } from "@/components/settings/apply-preferences";
import { SettingsTabs } from "@/components/settings/settings-tabs";
import type { SettingsTabId } from "@/components/settings/tabs-config";
import {
  loginHistoryAction,
  resendVerificationAction,
  updateEmailAction,
  updatePasswordAction,
  verifyEmailAction,
} from "./actions";

export async function SettingsPage({ tab }: { tab: SettingsTabId }) {
  const session = await auth();
  const db = getDb();
  const actor = session?.user?.id ? await loadActor(db, session.user.id, "session") : null;
  if (!actor) redirect("/login");
  const [office, history] = await Promise.all([
    getMyOffice(db, actor),
    listLoginHistory(db, { page: 1 }, actor),
  ]);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      {/* The shell applies the preferences too; here the font change shows even without it. */}
      <ApplyPreferences />
      <h1 className="text-2xl font-semibold">Pengaturan</h1>
      <SettingsTabs
        tab={tab}
        office={office}
        history={history}
        actions={{
          updatePassword: updatePasswordAction,
          updateEmail: updateEmailAction,
          verifyEmail: verifyEmailAction,
          resendVerification: resendVerificationAction,
          loginHistory: loginHistoryAction,
        }}
      />
    </div>
  );
}
