// One realtime connection per tab, shared by every component that listens: an EventSource on
// /api/realtime (the caller's private channel) by default, or, when the server has Pusher
// configured (the layout's <meta name="erp-realtime">, realtime-config.ts), pusher-js subscribed
// to private-user.<id> with its authorization from /api/broadcasting/auth. pusher-js is loaded
// only then (a dynamic import). The events and their data are the same either way. After a
// reconnect the listeners get a "Resync" event: anything published while the connection was down
// was missed, so they refetch (docs/realtime.md).
import type PusherClient from "pusher-js";
import { browserPusherConfig, type BrowserPusherConfig } from "./realtime-config";

export type RealtimeListener = (event: string, data: unknown) => void;

export const REALTIME_EVENTS = [
  "NotificationCreated",
  "NotificationUpdated",
  "NotificationsRead",
  // Progress of a background job the user started (server/jobs/run-job.ts), e.g. Tutup Buku.
  "JobProgress",
  // Customer service (server/customer-service/events.ts): a conversation changed; a broadcast's progress.
  "CsChatUpdated",
  "CsBroadcastProgress",
  "Resync",
] as const;

export type RealtimeStatus = "offline" | "connecting" | "live";

const listeners = new Set<RealtimeListener>();
const statusListeners = new Set<() => void>();
let status: RealtimeStatus = "offline";
let source: EventSource | null = null;
let pusher: PusherClient | null = null;
let pusherLoading = false;
let readyOnce = false;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let closeTimer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;

function setStatus(next: RealtimeStatus) {
  if (next === status) return;
  status = next;
  for (const fn of [...statusListeners]) fn();
}

/** "live" once the stream is subscribed (the `ready` event), for indicators and tests. */
export function realtimeStatus(): RealtimeStatus {
  return status;
}

export function subscribeRealtimeStatus(fn: () => void): () => void {
  statusListeners.add(fn);
  return () => statusListeners.delete(fn);
}

function emit(event: string, data: unknown) {
  for (const l of [...listeners]) {
    try {
      l(event, data);
    } catch (error) {
      console.error("[realtime] listener failed", error);
    }
  }
}

function parse(e: MessageEvent): unknown {
  try {
    return typeof e.data === "string" ? JSON.parse(e.data) : null;
  } catch {
    return null;
  }
}

/** pusher-js on the caller's private channel; its connection states drive `status`. */
function openPusher(config: BrowserPusherConfig) {
  setStatus("connecting");
  pusherLoading = true;
  void import("pusher-js")
    .then(({ default: Pusher }) => {
      pusherLoading = false;
      if (pusher || !listeners.size) return;
      const client = new Pusher(config.key, {
        cluster: config.cluster,
        forceTLS: config.forceTLS,
        ...(config.wsHost
          ? {
              wsHost: config.wsHost,
              wsPort: config.wsPort,
              wssPort: config.wsPort,
              enabledTransports: ["ws", "wss"],
            }
          : {}),
        channelAuthorization: { endpoint: "/api/broadcasting/auth", transport: "ajax" },
      });
      pusher = client;
      const channel = client.subscribe(config.channel);
      for (const name of REALTIME_EVENTS)
        channel.bind(name, (data: unknown) => emit(name, data ?? null));
      channel.bind("pusher:subscription_succeeded", () => {
        setStatus("live");
        if (readyOnce) emit("Resync", null);
        readyOnce = true;
      });
      client.connection.bind(
        "state_change",
        ({ current }: { previous: string; current: string }) => {
          if (current === "connected") return;
          // A reconnect re-subscribes (subscription_succeeded above sends the Resync).
          setStatus(current === "failed" || current === "disconnected" ? "offline" : "connecting");
        },
      );
    })
    .catch((error: unknown) => {
      pusherLoading = false;
      console.error("[realtime] pusher-js failed to load", error);
      setStatus("offline");
    });
}

function open() {
  if (source || pusher || pusherLoading || typeof window === "undefined") return;
  const pusherConfig = browserPusherConfig();
  if (pusherConfig) return openPusher(pusherConfig);
  if (typeof EventSource === "undefined") return;
  const es = new EventSource("/api/realtime", { withCredentials: true });
  source = es;
  setStatus("connecting");
  es.addEventListener("ready", () => {
    failures = 0;
    setStatus("live");
    // Events published while we were away were missed: tell listeners to refetch.
    if (readyOnce) emit("Resync", null);
    readyOnce = true;
  });
  for (const name of REALTIME_EVENTS)
    es.addEventListener(name, (e) => emit(name, parse(e as MessageEvent)));
  es.addEventListener("error", () => {
    // EventSource retries by itself while CONNECTING; CLOSED means it gave up (e.g. a 401).
    if (es.readyState !== EventSource.CLOSED) return setStatus("connecting");
    es.close();
    setStatus("offline");
    if (source === es) source = null;
    failures += 1;
    if (listeners.size && !retryTimer) {
      const delay = Math.min(60_000, 2_000 * 2 ** Math.min(failures, 5));
      retryTimer = setTimeout(() => {
        retryTimer = null;
        if (listeners.size) open();
      }, delay);
    }
  });
}

/** Listens to the caller's realtime events; returns the function that stops listening. */
export function subscribeRealtime(listener: RealtimeListener): () => void {
  listeners.add(listener);
  if (closeTimer) {
    clearTimeout(closeTimer);
    closeTimer = null;
  }
  open();
  return () => {
    listeners.delete(listener);
    if (listeners.size || closeTimer) return;
    // Keep the stream a moment: a page change often unsubscribes and subscribes again.
    closeTimer = setTimeout(() => {
      closeTimer = null;
      if (listeners.size) return;
      source?.close();
      source = null;
      pusher?.disconnect();
      pusher = null;
      readyOnce = false;
      setStatus("offline");
    }, 5_000);
  };
}
