"use client";

// A moment in the browser's time zone (dateTime, "12 Mar 2025 14:05") that may be rendered on the
// server: a list's first page comes with the page's HTML (server/jsonapi/prefetch.ts), and
// the server's time zone need not be the browser's. The server and the browser's hydrating render
// both show it in the business zone (Asia/Jakarta), so they agree; right after hydration it shows
// in the browser's own zone (the same text for a browser in WIB).
import * as React from "react";
import { dateTime, dateTimeInZone } from "@/components/notifications/format";

const BUSINESS_ZONE = "Asia/Jakarta";

/** dateTime's text in the business zone. */
export function businessDateTime(iso: string): string {
  return dateTimeInZone(iso, BUSINESS_ZONE);
}

const noSubscription = () => () => undefined;

// `day`: the day only, as id-ID's medium date ("12 Mar 2025").
const browserDay = new Intl.DateTimeFormat("id-ID", { dateStyle: "medium" });
const businessDay = new Intl.DateTimeFormat("id-ID", {
  dateStyle: "medium",
  timeZone: BUSINESS_ZONE,
});

export function LocalDateTime({ iso, day = false }: { iso: string; day?: boolean }) {
  const inBrowser = React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (day) return <>{(inBrowser ? browserDay : businessDay).format(new Date(iso))}</>;
  return <>{inBrowser ? dateTime(iso) : businessDateTime(iso)}</>;
}

/** LocalDateTime as a formatter, for helpers that take one (historyRows). */
export const localDateTime = (iso: string) => <LocalDateTime iso={iso} />;
