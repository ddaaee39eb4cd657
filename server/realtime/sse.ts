// Server-Sent Events for one subscriber: every event published on `channel` becomes
//   event: <name>\ndata: <json>\n\n
// A `ready` event follows once the subscription is live (anything published afterwards is
// delivered), a comment line every 25 s keeps proxies from closing an idle connection, and the
// subscription ends when the client goes away (request.signal) or after `maxLifetimeMs`, after
// which EventSource reconnects by itself and the caller is authenticated again.
import type { RealtimeDriver, RealtimeMessage, Unsubscribe } from "./types";

export const HEARTBEAT_MS = 25_000;
export const MAX_LIFETIME_MS = 30 * 60_000;
/** Reconnection delay suggested to EventSource. */
export const RETRY_MS = 3_000;

export interface SseOptions {
  signal: AbortSignal;
  channel: string;
  driver: RealtimeDriver;
  heartbeatMs?: number;
  maxLifetimeMs?: number;
}

/** One SSE frame. `data` is JSON on a single line (JSON.stringify never emits newlines). */
export function sseFrame(event: string, data: unknown): string {
  return `event: ${event.replace(/[\r\n]/g, "")}\ndata: ${JSON.stringify(data ?? null)}\n\n`;
}

export const SSE_HEADERS: Record<string, string> = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-store, no-transform",
  Connection: "keep-alive",
  // nginx and similar proxies must not buffer the stream.
  "X-Accel-Buffering": "no",
};

export function sseResponse(options: SseOptions): Response {
  const { signal, channel, driver } = options;
  const encoder = new TextEncoder();
  let cleanup: () => void = () => undefined;

  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let done = false;
      let unsubscribe: Unsubscribe | null = null;
      const timers: ReturnType<typeof setTimeout>[] = [];
      cleanup = () => {
        if (done) return;
        done = true;
        for (const t of timers) clearTimeout(t);
        unsubscribe?.();
        signal.removeEventListener("abort", cleanup);
        try {
          controller.close();
        } catch {
          // already closed or errored by the runtime
        }
      };
      const send = (text: string) => {
        if (done) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      signal.addEventListener("abort", cleanup, { once: true });
      if (signal.aborted) return cleanup();

      send(`retry: ${RETRY_MS}\n: connected\n\n`);
      try {
        unsubscribe = await driver.subscribe(channel, (m: RealtimeMessage) =>
          send(sseFrame(m.event, m.data)),
        );
      } catch (error) {
        console.error(`[realtime] cannot subscribe ${channel}`, error);
        send(sseFrame("error", { message: "Realtime tidak tersedia" }));
        return cleanup();
      }
      // The client may have left while we were subscribing.
      if (done) {
        unsubscribe();
        return;
      }
      send(sseFrame("ready", { channel }));
      const heartbeat = setInterval(
        () => send(`: ping ${Date.now()}\n\n`),
        options.heartbeatMs ?? HEARTBEAT_MS,
      );
      timers.push(heartbeat);
      timers.push(setTimeout(cleanup, options.maxLifetimeMs ?? MAX_LIFETIME_MS));
    },
    cancel() {
      cleanup();
    },
  });

  return new Response(stream, { status: 200, headers: SSE_HEADERS });
}
