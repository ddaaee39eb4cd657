"use client";

// Version check (SPEC §4): when the server's client_min_version is newer than this client, a
// blocking dialog counts down 5 seconds and reloads. The dialog's code loads only then.
import * as React from "react";
import { APP_VERSION, isOutdated } from "@/lib/version";
import { useShell } from "./session-provider";

export const VERSION_COUNTDOWN_SECONDS = 5;

const OutdatedDialog = React.lazy(() =>
  import("./version-dialog").then((m) => ({ default: m.OutdatedDialog })),
);

export function VersionCheck() {
  const { user } = useShell();
  const outdated = isOutdated(APP_VERSION, user.clientMinVersion);
  const [left, setLeft] = React.useState(VERSION_COUNTDOWN_SECONDS);
  React.useEffect(() => {
    if (!outdated) return;
    const t = window.setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(t);
  }, [outdated]);
  React.useEffect(() => {
    if (outdated && left === 0) window.location.reload();
  }, [outdated, left]);
  if (!outdated) return null;
  return (
    <React.Suspense fallback={null}>
      <OutdatedDialog minVersion={user.clientMinVersion} secondsLeft={left} />
    </React.Suspense>
  );
}
