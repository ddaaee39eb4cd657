"use client";

// The customer service lists on the one lookup screen (components/data-table/lookup-screen.tsx)
// with their configs (cs-lookup-configs.tsx). What a page holds besides its list loads after the
// list (React.lazy), so the first view ships the list only: the new broadcast's form above the
// broadcasts, the test box and business hours under the response patterns. The broadcasts reload
// on CsBroadcastProgress over the realtime channel (and on Resync).
import * as React from "react";
import { LookupView } from "@/components/data-table/lookup-screen";
import { subscribeRealtime } from "@/components/notifications/realtime-client";
import { CS_LOOKUPS, type CsLookupKind } from "./cs-lookup-configs";

const BroadcastForm = React.lazy(() => import("./broadcast-form"));
const PatternTools = React.lazy(() => import("./pattern-tools"));

/** Realtime events after which a list reloads. */
const RELOAD_ON: Partial<Record<CsLookupKind, string[]>> = {
  broadcasts: ["CsBroadcastProgress", "Resync"],
};

export function CsLookupScreen({
  kind,
  children,
}: {
  kind: CsLookupKind;
  children?: React.ReactNode;
}) {
  const [reload, setReload] = React.useState(0);
  const events = RELOAD_ON[kind];
  React.useEffect(() => {
    if (!events) return;
    return subscribeRealtime((event) => {
      if (events.includes(event)) setReload((n) => n + 1);
    });
  }, [events]);
  const list = (
    <LookupView resource={kind} cfg={CS_LOOKUPS[kind]} reloadKey={reload}>
      {kind === "response-patterns" ? (
        <React.Suspense fallback={null}>
          <PatternTools />
        </React.Suspense>
      ) : null}
      {children}
    </LookupView>
  );
  if (kind !== "broadcasts") return list;
  return (
    <div className="flex flex-col gap-6 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">Tambah Broadcast</h1>
        <p className="text-sm text-muted-foreground">
          Kirim pesan ke banyak kantor sekaligus, sesuai batas kirim perangkat.
        </p>
      </header>
      <React.Suspense fallback={null}>
        <BroadcastForm onCreated={() => setReload((n) => n + 1)} />
      </React.Suspense>
      {list}
    </div>
  );
}
