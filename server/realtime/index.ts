// The realtime driver of this process (one per process, kept on globalThis so that every route
// bundle of Next shares it). Chosen from the environment on first use:
//   - always PostgreSQL LISTEN/NOTIFY on DATABASE_URL: it feeds the SSE endpoint /api/realtime;
//   - plus Pusher's HTTP API when PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET and PUSHER_CLUSTER
//     are set (pusherConfigFromEnv): events then also go to Pusher for pusher-js clients.
//     Subscriptions stay on PostgreSQL.
// No "server-only" marker: scripts (scripts/notify.ts) and tests publish through it too.
import { PgRealtime } from "./pg-driver";
import { pusherConfigFromEnv, PusherRealtime } from "./pusher";
import type { RealtimeDriver, RealtimeHandler, RealtimeMessage, Unsubscribe } from "./types";

export type { RealtimeDriver, RealtimeHandler, RealtimeMessage, Unsubscribe } from "./types";
export { RESYNC_EVENT } from "./types";

/** Publishes to every driver; subscribes on the first (the one that can deliver in-process). */
export class FanoutRealtime implements RealtimeDriver {
  constructor(
    private readonly subscriber: RealtimeDriver,
    private readonly others: RealtimeDriver[],
  ) {}

  async publish(channel: string, event: string, data: unknown): Promise<void> {
    const results = await Promise.allSettled(
      [this.subscriber, ...this.others].map((d) => d.publish(channel, event, data)),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed) throw failed.reason;
  }

  async publishMany(messages: readonly RealtimeMessage[]): Promise<void> {
    const results = await Promise.allSettled(
      [this.subscriber, ...this.others].map((d) => publishAll(d, messages)),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
    if (failed) throw failed.reason;
  }

  subscribe(channel: string, handler: RealtimeHandler): Promise<Unsubscribe> {
    return this.subscriber.subscribe(channel, handler);
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber, ...this.others].map((d) => d.close()));
  }
}

/** Publishes `messages` through `driver`: in one go when it can (publishMany), else one by one. */
export async function publishAll(
  driver: RealtimeDriver,
  messages: readonly RealtimeMessage[],
): Promise<void> {
  if (!messages.length) return;
  if (driver.publishMany) return driver.publishMany(messages);
  await Promise.all(messages.map((m) => driver.publish(m.channel, m.event, m.data)));
}

const holder = globalThis as unknown as { __erpRealtime?: RealtimeDriver };

/** Builds the driver the environment asks for (see the top of this file). */
export function createRealtime(env: NodeJS.ProcessEnv = process.env): RealtimeDriver {
  const url = env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set (needed for realtime LISTEN/NOTIFY)");
  const pgDriver = new PgRealtime({ connectionString: url });
  const pusher = pusherConfigFromEnv(env);
  return pusher ? new FanoutRealtime(pgDriver, [new PusherRealtime(pusher)]) : pgDriver;
}

/** The process's driver, created on first use (never at import time: `next build` imports routes). */
export function getRealtime(): RealtimeDriver {
  holder.__erpRealtime ??= createRealtime();
  return holder.__erpRealtime;
}

/** Replaces the process's driver (scripts and tests that talk to another database). */
export function setRealtime(driver: RealtimeDriver): void {
  holder.__erpRealtime = driver;
}

/** Closes the process's driver so that a script can exit. */
export async function closeRealtime(): Promise<void> {
  const driver = holder.__erpRealtime;
  holder.__erpRealtime = undefined;
  if (driver) await driver.close();
}
