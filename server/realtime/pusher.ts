// Pusher Channels through the maintained `pusher` package: publishing events (its REST API,
// signed by the library) and private-channel authorization strings for pusher-js
// (POST /api/broadcasting/auth). The browser subscribes with `pusher-js` when Pusher is
// configured (components/notifications/realtime-client.ts, docs/realtime.md).
import Pusher from "pusher";
import { encodeData, PUSHER_MAX_DATA_BYTES } from "./envelope";
import type { RealtimeDriver, RealtimeHandler, RealtimeMessage, Unsubscribe } from "./types";

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

/** Pusher's limit of events in one batch trigger. */
const BATCH_MAX = 10;

/** The library's client for a config: the cluster's API host, or PUSHER_HOST ("host[:port]"). */
export function pusherClient(config: PusherConfig): Pusher {
  const base = {
    appId: config.appId,
    key: config.key,
    secret: config.secret,
    useTLS: config.useTLS !== false,
    timeout: 5_000,
  };
  if (!config.host) return new Pusher({ ...base, cluster: config.cluster });
  const [host = config.host, port] = config.host.split(":");
  return new Pusher({ ...base, host, ...(port ? { port } : {}) });
}

/** The auth string pusher-js needs for a private channel (`<key>:<signature>`). */
export function authorizeChannel(
  config: PusherConfig,
  socketId: string,
  channelName: string,
): string {
  return pusherClient(config).authorizeChannel(socketId, channelName).auth;
}

/** What the browser may know to connect with pusher-js (never the secret). */
export interface PusherPublicConfig {
  key: string;
  cluster: string;
  /** PUSHER_HOST's host and port (a Pusher-compatible server), when set. */
  wsHost?: string;
  wsPort?: number;
  forceTLS: boolean;
}

export function pusherPublicConfig(config: PusherConfig | null): PusherPublicConfig | null {
  if (!config) return null;
  const [wsHost, port] = config.host ? config.host.split(":") : [];
  return {
    key: config.key,
    cluster: config.cluster,
    ...(wsHost ? { wsHost } : {}),
    ...(port ? { wsPort: Number(port) } : {}),
    forceTLS: config.useTLS !== false,
  };
}

export class PusherRealtime implements RealtimeDriver {
  private readonly client: Pusher;

  constructor(config: PusherConfig) {
    this.client = pusherClient(config);
  }

  async publish(channel: string, event: string, data: unknown): Promise<void> {
    // `data` goes as a JSON string, shrunk to its summary past Pusher's 10 KB.
    await this.client.trigger(channel, event, encodeData(data, PUSHER_MAX_DATA_BYTES));
  }

  /** Several events in as few requests as Pusher allows (batches of 10). */
  async publishMany(messages: readonly RealtimeMessage[]): Promise<void> {
    for (let i = 0; i < messages.length; i += BATCH_MAX) {
      await this.client.triggerBatch(
        messages.slice(i, i + BATCH_MAX).map((m) => ({
          channel: m.channel,
          name: m.event,
          data: encodeData(m.data, PUSHER_MAX_DATA_BYTES),
        })),
      );
    }
  }

  /** Pusher delivers to browsers (pusher-js); there is nothing to subscribe to in this process. */
  subscribe(channel: string, handler: RealtimeHandler): Promise<Unsubscribe> {
    void channel;
    void handler;
    return Promise.reject(new Error("PusherRealtime cannot subscribe on the server"));
  }

  async close(): Promise<void> {}
}
