"use client";

// The notification dropdown of the navbar bell (SPEC §4 Notifications): the newest unread
// notifications (check icon = read now), 'Baca semua' and a link to /notification. Loaded on
// demand by notification-bell.tsx, which owns the live state and passes it in; mounts open.
import * as React from "react";
import Link from "next/link";
import { Check } from "lucide-react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { EmptyState } from "@/components/ui/table";
import type { UseNotifications } from "./use-notifications";
import { countLabel } from "./count-label";
import { timeAgo } from "./time-ago";

export function NotificationMenu({
  n,
  trigger,
  triggerProps,
  fail,
}: {
  n: UseNotifications;
  trigger: React.ReactNode;
  triggerProps: React.ButtonHTMLAttributes<HTMLButtonElement> & { "data-realtime": string };
  fail: (error: unknown) => void;
}) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <button type="button" {...triggerProps}>
          {trigger}
        </button>
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
