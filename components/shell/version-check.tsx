"use client";

// Version check (SPEC §4): when the server's client_min_version is newer than this client, a
// blocking dialog counts down 5 seconds and reloads.
import * as React from "react";
import { APP_VERSION, isOutdated } from "@/lib/version";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { useShell } from "./session-provider";

export const VERSION_COUNTDOWN_SECONDS = 5;

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
    <Dialog open>
      <DialogContent
        size="sm"
        hideClose
        onEscapeKeyDown={(e) => e.preventDefault()}
        onPointerDownOutside={(e) => e.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Versi aplikasi baru tersedia</DialogTitle>
          <DialogDescription>
            Versi Anda {APP_VERSION}, versi minimal {user.clientMinVersion}. Halaman akan dimuat
            ulang dalam {left} detik.
          </DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
