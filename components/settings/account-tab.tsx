"use client";

// Akun User tab (SPEC §2): read-only profile with the avatar, change email, change password and
// the login history.
import * as React from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Badge } from "@/components/ui/badge";
import { TabLoading } from "@/components/ui/tabs";
import { useSessionUser } from "@/components/shell/session-provider";
import type { Paged } from "@/lib/pagination";
import { AvatarUpload } from "./avatar-upload";
import { ChangeEmailCard } from "./change-email-card";
import { ChangePasswordCard } from "./change-password-card";
import type { LoginHistoryItem, SettingsActions } from "./types";

// The login history (a table, its pager, the device names) is the tab's secondary panel, below
// the forms: its own chunk, rendered by the server with the page and hydrated when it has loaded
// (docs/browser-performance.md, sixth change).
const LoginHistoryCard = React.lazy(() =>
  import("./login-history-card").then((m) => ({ default: m.LoginHistoryCard })),
);

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 border-b py-2 text-sm last:border-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="col-span-2 font-medium break-words">{value || "-"}</dd>
    </div>
  );
}

export function AccountTab({
  actions,
  history,
}: {
  actions: SettingsActions;
  history: Paged<LoginHistoryItem>;
}) {
  const user = useSessionUser();
  const office = user.officeName
    ? `${user.officeName}${user.officeCode ? ` (${user.officeCode})` : ""}`
    : null;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="lg:row-span-2">
        <CardHeader>
          <h2 className="text-lg font-semibold">Profil User</h2>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <AvatarUpload />
          <dl aria-label="Profil User">
            <Row label="Nama" value={user.name} />
            <Row
              label="Email"
              value={
                <span className="flex flex-wrap items-center gap-2">
                  {user.email}
                  {user.emailVerifiedAt ? (
                    <Badge color="green">Terverifikasi</Badge>
                  ) : (
                    <Badge color="yellow">Belum diverifikasi</Badge>
                  )}
                </span>
              }
            />
            <Row label="No. Telepon" value={user.phone} />
            <Row label="Role" value={user.currentRole} />
            <Row label="Kantor" value={office} />
          </dl>
        </CardContent>
      </Card>
      <ChangeEmailCard
        updateEmail={actions.updateEmail}
        verifyEmail={actions.verifyEmail}
        resendVerification={actions.resendVerification}
      />
      <ChangePasswordCard action={actions.updatePassword} />
      <div className="lg:col-span-2">
        <React.Suspense fallback={<TabLoading />}>
          <LoginHistoryCard initial={history} load={actions.loginHistory} />
        </React.Suspense>
      </div>
    </div>
  );
}
