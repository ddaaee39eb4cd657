// The realtime interface of ARCHITECTURE §5: publish an event on a channel, subscribe to a
// channel in this process. Drivers: PostgreSQL LISTEN/NOTIFY (default, feeds the SSE endpoint)
// and Pusher's HTTP API (publishing only; browsers would subscribe with pusher-js).

/** One event on a channel, as it travels between app instances. */
export interface RealtimeMessage {
  channel: string;
  event: string;
  data: unknown;
}

export type RealtimeHandler = (message: RealtimeMessage) => void;

/** Stops a subscription; calling it twice is harmless. */
export type Unsubscribe = () => void;

export interface RealtimeDriver {
  /** Sends `event` with `data` to every subscriber of `channel`, on every app instance. */
  publish(channel: string, event: string, data: unknown): Promise<void>;
  /**
   * Sends several events at once (one round trip where the transport allows it). Optional: without
   * it, `publishAll` (index.ts) publishes them one by one.
   */
  publishMany?(messages: readonly RealtimeMessage[]): Promise<void>;
  /**
   * Calls `handler` for each event on `channel` published from now on (by any instance).
   * Resolves once the subscription is live, so that an event published afterwards is delivered.
   */
  subscribe(channel: string, handler: RealtimeHandler): Promise<Unsubscribe>;
  /** Closes connections (scripts and tests; the app keeps its driver for its lifetime). */
  close(): Promise<void>;
}

/**
 * Delivered to every local subscriber after the driver lost and regained its connection:
 * events published meanwhile were missed, so clients should refetch what they show.
 */
export const RESYNC_EVENT = "Resync";
