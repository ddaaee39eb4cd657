"use client";

// A moment in the browser's time zone (dateTime, "12 Mar 2025 14:05") that may be rendered on the
// server: a list's first page comes with the page's HTML (server/jsonapi/prefetch.ts), and
// the server's time zone need not be the browser's. The server and the browser's hydrating render
// both show it in the business zone (Asia/Jakarta), so they agree; right after hydration it shows
// in the browser's own zone (the same text for a browser in WIB).
import * as React from "react";
import { dateTime, dateTimeText } from "@/components/notifications/format";

const BUSINESS_ZONE = "Asia/Jakarta";
const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  hourCycle: "h23",
});

/** dateTime's text in the business zone. */
export function businessDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) throw new RangeError("Invalid time value");
  const v: Record<string, number> = {};
  for (const p of parts.formatToParts(d)) if (p.type !== "literal") v[p.type] = Number(p.value);
  return dateTimeText(v.year ?? 0, (v.month ?? 1) - 1, v.day ?? 0, v.hour ?? 0, v.minute ?? 0);
}

const noSubscription = () => () => undefined;

export function LocalDateTime({ iso }: { iso: string }) {
  const inBrowser = React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return <>{inBrowser ? dateTime(iso) : businessDateTime(iso)}</>;
}

/** LocalDateTime as a formatter, for helpers that take one (historyRows). */
export const localDateTime = (iso: string) => <LocalDateTime iso={iso} />;
