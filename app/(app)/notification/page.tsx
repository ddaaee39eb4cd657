import type { Metadata } from "next";
import { NotificationList } from "@/components/notifications/notification-list";

export const metadata: Metadata = { title: "Notifikasi" };

/** /notification (SPEC §2): every notification of the signed-in user, unread first. */
export default function NotificationPage() {
  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">Notifikasi</h1>
        <p className="text-sm text-muted-foreground">
          Semua notifikasi Anda; yang belum dibaca tampil paling atas.
        </p>
      </header>
      <NotificationList />
    </div>
  );
}
