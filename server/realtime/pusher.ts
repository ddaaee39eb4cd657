// Pusher Channels over its HTTP API, without the `pusher` package (not installable here):
// request signing (HMAC-SHA256 of "METHOD\npath\nsorted query"), event publishing
// (POST /apps/{app_id}/events) and private-channel authorization strings
// ("<key>:" + HMAC-SHA256 of "<socket_id>:<channel_name>"), exactly as Pusher documents them
// (pusher.com/docs/channels/library_auth_reference). Browsers would subscribe with pusher-js.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { encodeData, PUSHER_MAX_DATA_BYTES } from "./envelope";
import type { RealtimeDriver, RealtimeHandler, Unsubscribe } from "./types";

export interface PusherConfig {
  appId: string;
  key: string;
  secret: string;
  cluster: string;
  /** Overrides `api-<cluster>.pusher.com` (e.g. a self-hosted, Pusher-compatible server). */
  host?: string;
  /** Defaults to https. */
  useTLS?: boolean;
}

/**
 * PUSHER_APP_ID + PUSHER_KEY + PUSHER_SECRET + PUSHER_CLUSTER (as .env.example names them; the
 * Laravel names PUSHER_APP_KEY / PUSHER_APP_SECRET / PUSHER_APP_CLUSTER work too). All four, or null.
 */
export function pusherConfigFromEnv(
  env: Record<string, string | undefined> = process.env,
): PusherConfig | null {
  const read = (...names: string[]) =>
    names.map((n) => env[n]?.trim()).find((v): v is string => !!v);
  const appId = read("PUSHER_APP_ID");
  const key = read("PUSHER_KEY", "PUSHER_APP_KEY");
  const secret = read("PUSHER_SECRET", "PUSHER_APP_SECRET");
  const cluster = read("PUSHER_CLUSTER", "PUSHER_APP_CLUSTER");
  if (!appId || !key || !secret || !cluster) return null;
  const host = read("PUSHER_HOST");
  const scheme = read("PUSHER_SCHEME")?.toLowerCase();
  return { appId, key, secret, cluster, host, useTLS: scheme ? scheme === "https" : true };
}

export function hmacSha256Hex(secret: string, text: string): string {
  return createHmac("sha256", secret).update(text, "utf8").digest("hex");
}

export function md5Hex(text: string): string {
  return createHash("md5").update(text, "utf8").digest("hex");
}

/** The auth string for a private channel: `<key>:<hex hmac of "socket_id:channel_name">`. */
export function authorizeChannel(
  config: Pick<PusherConfig, "key" | "secret">,
  socketId: string,
  channelName: string,
): string {
  return `${config.key}:${hmacSha256Hex(config.secret, `${socketId}:${channelName}`)}`;
}

/** Checks an auth string in constant time (used by tests and by a self-hosted server). */
export function verifyChannelAuth(
  config: Pick<PusherConfig, "key" | "secret">,
  socketId: string,
  channelName: string,
  auth: string,
): boolean {
  const expected = Buffer.from(authorizeChannel(config, socketId, channelName));
  const given = Buffer.from(auth);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Signs an HTTP API request: adds auth_key, auth_timestamp, auth_version, body_md5 (when there
 * is a body) and auth_signature. Keys are lower-cased and sorted; values are not URL-escaped in
 * the string to sign. Returns the query parameters in signing order.
 */
export function signRequest(
  config: Pick<PusherConfig, "key" | "secret">,
  method: string,
  path: string,
  options: { body?: string; timestamp?: number; params?: Record<string, string> } = {},
): [string, string][] {
  const params = new Map<string, string>();
  for (const [k, v] of Object.entries(options.params ?? {})) params.set(k.toLowerCase(), v);
  params.set("auth_key", config.key);
  params.set("auth_timestamp", String(options.timestamp ?? Math.floor(Date.now() / 1000)));
  params.set("auth_version", "1.0");
  if (options.body) params.set("body_md5", md5Hex(options.body));
  const sorted = [...params.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const toSign = [method.toUpperCase(), path, sorted.map(([k, v]) => `${k}=${v}`).join("&")].join(
    "\n",
  );
  return [...sorted, ["auth_signature", hmacSha256Hex(config.secret, toSign)]];
}

/** The body of POST /apps/{id}/events; `data` is itself a JSON string, as Pusher requires. */
export function eventBody(channels: string[], event: string, data: unknown): string {
  return JSON.stringify({
    name: event,
    channels,
    data: encodeData(data, PUSHER_MAX_DATA_BYTES),
  });
}

export class PusherRealtime implements RealtimeDriver {
  constructor(
    private readonly config: PusherConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private baseUrl(): string {
    const scheme = this.config.useTLS === false ? "http" : "https";
    return `${scheme}://${this.config.host ?? `api-${this.config.cluster}.pusher.com`}`;
  }

  async publish(channel: string, event: string, data: unknown): Promise<void> {
    const path = `/apps/${encodeURIComponent(this.config.appId)}/events`;
    const body = eventBody([channel], event, data);
    const query = new URLSearchParams(signRequest(this.config, "POST", path, { body }));
    const res = await this.fetchImpl(`${this.baseUrl()}${path}?${query.toString()}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok)
      throw new Error(`Pusher answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  }

  /** Pusher delivers to browsers (pusher-js); there is nothing to subscribe to in this process. */
  subscribe(channel: string, handler: RealtimeHandler): Promise<Unsubscribe> {
    void channel;
    void handler;
    return Promise.reject(new Error("PusherRealtime cannot subscribe on the server"));
  }

  async close(): Promise<void> {}
}
