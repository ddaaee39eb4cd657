"use client";

// The navbar bell (SPEC §4 Notifications): unread count on the bell, a dropdown with the newest
// unread notifications (check icon = read now), 'Baca semua', a link to /notification; new
// notifications arrive live (toast + top of the list), and visiting a notification's page marks
// it read. Mounted by the shell's navbar.
import * as React from "react";
import Link from "next/link";
import { Bell, Check } from "lucide-react";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { EmptyState } from "@/components/ui/table";
import { errorDetail, useToast } from "@/components/widgets/toast";
import { useSessionUser } from "@/components/shell/session-provider";
import { useNotifications } from "./use-notifications";
import { useReadOnVisit } from "./use-read-on-visit";
import { realtimeStatus, subscribeRealtimeStatus } from "./realtime-client";
import { timeAgo } from "./format";
import type { NotificationItem } from "./types";

function countLabel(total: number): string {
  return total > 99 ? "99+" : String(total);
}

export function NotificationBell({ className }: { className?: string }) {
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

  const label = n.total ? `Notifikasi (${n.total} belum dibaca)` : "Notifikasi";

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          title={label}
          data-realtime={live}
          className={cn("relative", className)}
        >
          <Bell className="size-5" aria-hidden />
          {n.total > 0 && (
            <span
              data-testid="notification-count"
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-none font-semibold text-white"
            >
              {countLabel(n.total)}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 p-0" aria-label="Daftar notifikasi">
        <div className="flex items-center justify-between px-1 pt-1">
          <DropdownMenuLabel className="text-sm text-foreground">
            Notifikasi{n.total ? ` (${countLabel(n.total)})` : ""}
          </DropdownMenuLabel>
          <DropdownMenuItem
            disabled={n.total === 0}
            className="text-xs font-medium text-primary"
            onSelect={(e) => {
              e.preventDefault();
              n.readAll().catch(fail);
            }}
          >
            Baca semua
          </DropdownMenuItem>
        </div>
        <DropdownMenuSeparator className="my-0" />
        <div className="max-h-96 overflow-y-auto p-1">
          {n.items.length === 0 ? (
            <EmptyState className="py-6" />
          ) : (
            n.items.map((item) => (
              <div key={item.id} className="flex items-start gap-1" data-testid="notification-item">
                <DropdownMenuItem asChild className="min-w-0 flex-1 items-start">
                  <Link href={item.url || "/notification"}>
                    <span className="flex min-w-0 flex-col">
                      <span className="truncate font-medium">{item.name}</span>
                      {item.message && (
                        <span className="line-clamp-2 text-xs text-muted-foreground">
                          {item.message}
                        </span>
                      )}
                      <span className="text-[11px] text-muted-foreground">
                        {timeAgo(item.createdAt)}
                      </span>
                    </span>
                  </Link>
                </DropdownMenuItem>
                <DropdownMenuItem
                  aria-label={`Tandai sudah dibaca: ${item.name}`}
                  title="Tandai sudah dibaca"
                  className="shrink-0 p-2"
                  onSelect={(e) => {
                    e.preventDefault();
                    n.markRead(item.id).catch(fail);
                  }}
                >
                  <Check className="size-4 text-green-600" aria-hidden />
                </DropdownMenuItem>
              </div>
            ))
          )}
        </div>
        <DropdownMenuSeparator className="my-0" />
        <div className="p-1">
          <DropdownMenuItem asChild className="justify-center text-primary">
            <Link href="/notification">Lihat semua notifikasi</Link>
          </DropdownMenuItem>
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
