// How the browser learns the realtime transport: the signed-in layout renders
// <meta name="erp-realtime" content='{"key", "cluster", "wsHost"?, "wsPort"?, "forceTLS",
// "channel"}'> when Pusher is configured on the server (app/(app)/layout.tsx); without the tag
// the browser uses the SSE stream /api/realtime (docs/realtime.md).

export const REALTIME_META = "erp-realtime";

export interface BrowserPusherConfig {
  key: string;
  cluster: string;
  wsHost?: string;
  wsPort?: number;
  forceTLS: boolean;
  /** The caller's private channel, private-user.<id>. */
  channel: string;
}

/** The Pusher settings of a meta tag's content, or null when absent or malformed. */
export function parseRealtimeMeta(content: string | null | undefined): BrowserPusherConfig | null {
  if (!content) return null;
  let v: unknown;
  try {
    v = JSON.parse(content);
  } catch {
    return null;
  }
  if (typeof v !== "object" || v === null) return null;
  const o = v as Record<string, unknown>;
  if (typeof o.key !== "string" || typeof o.cluster !== "string" || typeof o.channel !== "string")
    return null;
  return {
    key: o.key,
    cluster: o.cluster,
    channel: o.channel,
    forceTLS: o.forceTLS !== false,
    ...(typeof o.wsHost === "string" ? { wsHost: o.wsHost } : {}),
    ...(typeof o.wsPort === "number" ? { wsPort: o.wsPort } : {}),
  };
}

/** The page's Pusher settings (browser only). */
export function browserPusherConfig(): BrowserPusherConfig | null {
  if (typeof document === "undefined") return null;
  return parseRealtimeMeta(
    document.querySelector(`meta[name="${REALTIME_META}"]`)?.getAttribute("content"),
  );
}
