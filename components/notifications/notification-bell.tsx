"use client";

// The navbar bell (SPEC §4 Notifications): unread count on the bell, a dropdown with the newest
// unread notifications (check icon = read now), 'Baca semua', a link to /notification; new
// notifications arrive live (toast + top of the list), and visiting a notification's page marks
// it read. Mounted by the shell's navbar once the page has hydrated
// (components/shell/notification-slot.tsx, which shows a plain bell until then).
import * as React from "react";
import { OnDemand } from "@/components/shell/on-demand";
import { errorDetail, useToast } from "@/components/widgets/toast";
import { useSessionUser } from "@/components/shell/session-provider";
import { useNotifications } from "./use-notifications";
import { useReadOnVisit } from "./use-read-on-visit";
import { realtimeStatus, subscribeRealtimeStatus } from "./realtime-client";
import { BellGlyph, bellTriggerProps } from "./bell-trigger";
import type { NotificationItem } from "./types";

// The dropdown list (and Radix with it) loads on first use; see components/shell/on-demand.tsx.
const loadMenu = () => import("./notification-menu");
const NotificationMenu = React.lazy(() =>
  loadMenu().then((m) => ({ default: m.NotificationMenu })),
);

export function NotificationBell({
  className,
  openAtOnce = false,
  onMount,
}: {
  className?: string;
  /** The stand-in was clicked before this loaded: open the dropdown at once. */
  openAtOnce?: boolean;
  /** Called once mounted (the stand-in moves the keyboard focus here). */
  onMount?: () => void;
}) {
  React.useEffect(() => onMount?.(), [onMount]);
  const toast = useToast();
  const user = useSessionUser();
  const onCreated = React.useCallback(
    (n: NotificationItem) =>
      toast({ variant: "info", title: n.name, description: n.message || "Notifikasi baru" }),
    [toast],
  );
  const n = useNotifications({
    onCreated,
    initialTotal: user.dashboardStats?.unread_notifications,
  });
  useReadOnVisit(n);
  const live = React.useSyncExternalStore(subscribeRealtimeStatus, realtimeStatus, () => "offline");

  const fail = (error: unknown) =>
    toast({
      variant: "error",
      description: error instanceof Error ? error.message : errorDetail(error),
    });

  // Until the first load the store knows no more than the session's count (the stand-in shows it).
  const total =
    n.status === "idle"
      ? Math.max(n.total, user.dashboardStats?.unread_notifications ?? 0)
      : n.total;
  const triggerProps = bellTriggerProps(total, live, className);
  const trigger = <BellGlyph total={total} />;

  return (
    <OnDemand
      load={loadMenu}
      initiallyWanted={openAtOnce}
      standIn={(p) => (
        <button type="button" aria-haspopup="menu" {...triggerProps} {...p}>
          {trigger}
        </button>
      )}
    >
      <NotificationMenu n={n} trigger={trigger} triggerProps={triggerProps} fail={fail} />
    </OnDemand>
  );
}
