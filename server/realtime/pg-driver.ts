// Default realtime driver: PostgreSQL LISTEN/NOTIFY. Every app process keeps ONE dedicated `pg`
// connection that LISTENs on a single channel (`erp_realtime`) and fans each message out to the
// subscribers of this process (the SSE streams of /api/realtime). Publishing is
// `SELECT pg_notify('erp_realtime', '{"channel","event","data"}')`, so a message published by
// any instance reaches the subscribers of every instance. If the connection drops, it is
// re-opened with exponential backoff and subscribers receive a `Resync` event (they may have
// missed messages meanwhile).
import pg from "pg";
import { decodeEnvelope, encodeEnvelope } from "./envelope";
import {
  RESYNC_EVENT,
  type RealtimeDriver,
  type RealtimeHandler,
  type RealtimeMessage,
  type Unsubscribe,
} from "./types";

export const PG_CHANNEL = "erp_realtime";
const PUBLISH_TIMEOUT_MS = 5_000;

export interface PgRealtimeOptions {
  connectionString: string;
  /** PostgreSQL channel name (an identifier). */
  pgChannel?: string;
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** `application_name` of the connection (visible in pg_stat_activity). */
  applicationName?: string;
  /** How often an idle listening connection is checked with `SELECT 1`. */
  pingIntervalMs?: number;
  log?: (message: string, error?: unknown) => void;
}

const IDENT = /^[a-z_][a-z0-9_]{0,62}$/;

export class PgRealtime implements RealtimeDriver {
  private readonly connectionString: string;
  private readonly pgChannel: string;
  private readonly minBackoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly pingIntervalMs: number;
  private readonly applicationName: string;
  private readonly log: (message: string, error?: unknown) => void;

  private readonly handlers = new Map<string, Set<RealtimeHandler>>();
  private client: pg.Client | null = null;
  private opening: Promise<pg.Client> | null = null;
  private listen: { client: pg.Client; ready: Promise<void> } | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  /** pg runs one query at a time per connection: queries on a client are chained. */
  private readonly chains = new WeakMap<pg.Client, Promise<unknown>>();
  private attempt = 0;
  private wasLost = false;
  private closed = false;

  constructor(options: PgRealtimeOptions) {
    this.connectionString = options.connectionString;
    this.pgChannel = options.pgChannel ?? PG_CHANNEL;
    if (!IDENT.test(this.pgChannel)) throw new Error(`invalid channel name ${this.pgChannel}`);
    this.minBackoffMs = options.minBackoffMs ?? 500;
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000;
    this.pingIntervalMs = options.pingIntervalMs ?? 30_000;
    this.applicationName = options.applicationName ?? "erp-realtime";
    this.log = options.log ?? ((m, e) => console.error(`[realtime] ${m}`, e ?? ""));
  }

  /** Number of local subscriptions (for health output and tests). */
  get subscriberCount(): number {
    let n = 0;
    for (const set of this.handlers.values()) n += set.size;
    return n;
  }

  get connected(): boolean {
    return this.client !== null;
  }

  async publish(channel: string, event: string, data: unknown): Promise<void> {
    await this.notify("SELECT pg_notify($1, $2)", [
      this.pgChannel,
      encodeEnvelope({ channel, event, data }),
    ]);
  }

  /**
   * Many events in ONE statement (`pg_notify` over an array of payloads): the single publishing
   * connection runs one query at a time, so one statement per event made concurrent requests
   * queue behind each other (an order released notifies every user of the warehouse's office).
   */
  async publishMany(messages: readonly RealtimeMessage[]): Promise<void> {
    if (!messages.length) return;
    await this.notify(
      "SELECT pg_notify($1, p) FROM unnest($2::text[]) WITH ORDINALITY AS t(p, n)",
      [this.pgChannel, messages.map((m) => encodeEnvelope(m))],
    );
  }

  private async notify(text: string, values: unknown[]): Promise<void> {
    const client = await this.connect();
    // A dead connection must not hang the request that publishes: give up after 5 s.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.lost(client, new Error("pg_notify timed out"));
        reject(new Error("pg_notify timed out"));
      }, PUBLISH_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.query(client, text, values), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async subscribe(channel: string, handler: RealtimeHandler): Promise<Unsubscribe> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
    }
    // A wrapper, so that the same function subscribed twice is two subscriptions.
    const entry: RealtimeHandler = (m) => handler(m);
    set.add(entry);
    const unsubscribe = () => {
      const s = this.handlers.get(channel);
      if (!s) return;
      s.delete(entry);
      if (!s.size) this.handlers.delete(channel);
    };
    try {
      await this.ensureListening();
    } catch (error) {
      unsubscribe();
      throw error;
    }
    return unsubscribe;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.handlers.clear();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.retryTimer = null;
    this.pingTimer = null;
    const client = this.client ?? (this.opening ? await this.opening.catch(() => null) : null);
    this.client = null;
    this.listen = null;
    if (client) await client.end().catch(() => undefined);
  }

  // -------------------------------------------------------------------------------------------

  private query(client: pg.Client, text: string, values?: unknown[]): Promise<void> {
    const previous = this.chains.get(client) ?? Promise.resolve();
    const run = previous.then(() => client.query(text, values)).then(() => undefined);
    this.chains.set(
      client,
      run.catch(() => undefined),
    );
    return run;
  }

  private connect(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error("realtime driver is closed"));
    if (this.client) return Promise.resolve(this.client);
    this.opening ??= this.open().finally(() => {
      this.opening = null;
    });
    return this.opening;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: this.applicationName,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 10_000,
    });
    client.on("notification", (n) => {
      if (n.channel === this.pgChannel && n.payload) this.dispatch(n.payload);
    });
    // Always keep an error listener: an unhandled 'error' event would crash the process.
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client));
    try {
      await client.connect();
      if (this.handlers.size) await client.query(`LISTEN ${this.pgChannel}`);
    } catch (error) {
      void client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      void client.end().catch(() => undefined);
      throw new Error("realtime driver is closed");
    }
    this.client = client;
    this.listen = this.handlers.size ? { client, ready: Promise.resolve() } : null;
    this.attempt = 0;
    this.startPing();
    if (this.wasLost) {
      this.wasLost = false;
      if (this.listen) this.resync();
    }
    return client;
  }

  private async ensureListening(): Promise<void> {
    const client = await this.connect();
    if (this.listen?.client !== client) {
      const ready = this.query(client, `LISTEN ${this.pgChannel}`);
      this.listen = { client, ready };
      ready.catch(() => {
        if (this.listen?.ready === ready) this.listen = null;
      });
    }
    return this.listen.ready;
  }

  private dispatch(payload: string): void {
    const message = decodeEnvelope(payload);
    if (!message) return;
    this.deliver(message.channel, message);
  }

  private deliver(channel: string, message: RealtimeMessage): void {
    const set = this.handlers.get(channel);
    if (!set) return;
    for (const handler of [...set]) {
      try {
        handler(message);
      } catch (error) {
        this.log(`subscriber of ${channel} failed`, error);
      }
    }
  }

  private resync(): void {
    for (const channel of [...this.handlers.keys()])
      this.deliver(channel, { channel, event: RESYNC_EVENT, data: null });
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (client !== this.client) return;
    this.client = null;
    this.listen = null;
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.log("LISTEN connection lost; reconnecting", error);
    this.wasLost = true;
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.retryTimer || this.closed || !this.handlers.size) return;
    const base = Math.min(this.maxBackoffMs, this.minBackoffMs * 2 ** this.attempt);
    this.attempt += 1;
    const delay = Math.round(base / 2 + (Math.random() * base) / 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.closed || !this.handlers.size) return;
      this.ensureListening().catch((error: unknown) => {
        this.log(`reconnect failed (attempt ${this.attempt})`, error);
        this.scheduleReconnect();
      });
    }, delay);
    this.retryTimer.unref?.();
  }

  /** A half-open TCP connection would lose notifications silently: check it now and then. */
  private startPing(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      const client = this.client;
      if (!client || !this.handlers.size) return;
      const timeout = setTimeout(() => this.lost(client, new Error("ping timed out")), 10_000);
      timeout.unref?.();
      this.query(client, "SELECT 1")
        .then(() => clearTimeout(timeout))
        .catch((error: unknown) => {
          clearTimeout(timeout);
          this.lost(client, error);
        });
    }, this.pingIntervalMs);
    this.pingTimer.unref?.();
  }
}
