"use client";

// The blocking 'new version' dialog of the version check (version-check.tsx), loaded on demand.
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { APP_VERSION } from "@/lib/version";

export function OutdatedDialog({
  minVersion,
  secondsLeft,
}: {
  minVersion: string | null;
  secondsLeft: number;
}) {
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
            Versi Anda {APP_VERSION}, versi minimal {minVersion}. Halaman akan dimuat ulang dalam{" "}
            {secondsLeft} detik.
          </DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
